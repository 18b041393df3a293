// Lists, after the run, every test skipped with a reason (`ctx.skip(reason)`,
// see test/helpers/shared.ts), one line per reason: the default reporter only
// counts skipped tests, and a reader must see what did not run and why.
import type { Reporter, TestModule } from "vitest/node";

export default class SkipReasonsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const byReason = new Map<string, { tests: number; files: Set<string> }>();
    for (const module of modules) {
      for (const test of module.children.allTests("skipped")) {
        const result = test.result();
        const reason = result.state === "skipped" ? result.note : undefined;
        if (reason === undefined) continue;
        const entry = byReason.get(reason) ?? { tests: 0, files: new Set<string>() };
        entry.tests++;
        entry.files.add(module.relativeModuleId);
        byReason.set(reason, entry);
      }
    }
    if (byReason.size === 0) return;
    const lines = [...byReason].map(
      ([reason, { tests, files }]) => `  ${tests} skipped: ${reason} (${[...files].sort().join(", ")})`,
    );
    process.stdout.write(`\nSkipped tests, by reason:\n${lines.join("\n")}\n`);
  }
}
