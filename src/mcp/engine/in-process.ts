// The engine of tests and embedders: tool calls run on the calling thread,
// against a ProjectService the caller owns. A deadline or a cancel still
// stops the work (the passes check the token between files and statements,
// tree-sitter while it parses), but nothing else is served while a call runs
// synchronously; the CLI uses worker-engine.ts for that.
import type { ProjectService } from "../../project/service.js";
import type { CancellationToken } from "../../syntax/cancellation.js";
import { stopReasonOf, wallClock, type CallHooks, type CallOutcome, type Engine, type ToolCall } from "./engine.js";
import { executeTool } from "./execute.js";

export interface InProcessOptions {
  /** The server was started with --allow-writes. */
  allowWrites?: boolean;
}

export class InProcessEngine implements Engine {
  constructor(
    private readonly project: ProjectService,
    private readonly options: InProcessOptions = {},
  ) {}

  get root(): string {
    return this.project.root;
  }

  run(call: ToolCall, hooks: CallHooks): Promise<CallOutcome> {
    // Files replaced (write-set.ts): the call goes on to the answer that says so, not "stopped".
    let committed = false;
    const token: CancellationToken = {
      // The deadline is read from the clock: no timer fires while a pass runs synchronously.
      stopReason: () => (committed ? undefined : hooks.signal.aborted ? stopReasonOf(hooks.signal) : wallClock() > hooks.deadline ? "timeout" : undefined),
      leaveUninterruptible: (done) => {
        committed ||= done;
      },
    };
    if (hooks.stopper) hooks.stopper.requestStop = () => (committed ? "finishing" : "stopping");
    return executeTool(call.tool, call.args, call.maxChars, {
      host: this.project,
      token,
      signal: hooks.signal,
      log: hooks.log,
      allowWrites: this.options.allowWrites === true,
      ...(hooks.progress ? { progress: hooks.progress } : {}),
    });
  }

  /** The project belongs to the caller, who disposes of it. */
  async close(): Promise<void> {}
}
