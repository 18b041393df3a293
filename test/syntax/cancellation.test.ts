// Cooperative cancellation (src/syntax/cancellation.ts): checks are no-ops
// outside a token, stop the current call inside one, and a parse halted by
// tree-sitter leaves the parser and the document ready for the next use.
import { describe, expect, it } from "vitest";
import { OperationCancelledError, runCancellable, stopCallback, throwIfCancelled, type CancellationToken } from "../../src/syntax/cancellation.js";
import { Document } from "../../src/syntax/document.js";
import { parseTree } from "../../src/syntax/parse-tree.js";
import { sharedParser } from "../../src/syntax/shared-parser.js";

const never: CancellationToken = { stopReason: () => undefined };

/** A token that stops once it has been asked `n` times. */
function stopsAfter(n: number, reason: "cancelled" | "timeout" = "cancelled"): CancellationToken & { asked: number } {
  const token = {
    asked: 0,
    stopReason: () => (++token.asked > n ? reason : undefined),
  };
  return token;
}

describe("cancellation token", () => {
  it("does nothing outside a token", () => {
    expect(() => throwIfCancelled()).not.toThrow();
    expect(stopCallback()).toBeUndefined();
  });

  it("throws the token's reason inside it, and only there", () => {
    expect(() => runCancellable(stopsAfter(0, "timeout"), () => throwIfCancelled())).toThrow(OperationCancelledError);
    try {
      runCancellable(stopsAfter(0, "timeout"), () => throwIfCancelled());
    } catch (error) {
      expect((error as OperationCancelledError).reason).toBe("timeout");
    }
    expect(() => runCancellable(never, () => throwIfCancelled())).not.toThrow();
    expect(() => throwIfCancelled()).not.toThrow();
  });

  it("follows the call across awaits, each interleaved call with its own token", async () => {
    const seen: string[] = [];
    const work = (name: string, token: CancellationToken) =>
      runCancellable(token, async () => {
        for (let i = 0; i < 5; i++) {
          await new Promise((resolve) => setImmediate(resolve));
          try {
            throwIfCancelled();
          } catch {
            seen.push(`${name} stopped at ${i}`);
            return;
          }
        }
        seen.push(`${name} finished`);
      });
    await Promise.all([work("a", stopsAfter(2)), work("b", never)]);
    expect(seen.sort()).toEqual(["a stopped at 2", "b finished"]);
  });
});

describe("a halted parse", () => {
  const big = "x = x + 1\n".repeat(50_000);

  it("stops tree-sitter, and the parser then parses other text from its start", async () => {
    const parser = await sharedParser();
    const token = stopsAfter(3);
    expect(() => runCancellable(token, () => parseTree(parser, big))).toThrow(OperationCancelledError);
    // tree-sitter stopped at the first "stop" (then parseTree asked once more for the reason)…
    expect(token.asked).toBe(5);
    // …far before the end: a whole parse asks hundreds of times.
    const counting = stopsAfter(Number.MAX_SAFE_INTEGER);
    runCancellable(counting, () => parseTree(parser, big)).delete();
    expect(counting.asked).toBeGreaterThan(100);
    const tree = parseTree(parser, "y = 2\n");
    expect(tree.rootNode.toString()).toBe(parseTree(parser, "y = 2\n").rootNode.toString());
    expect(tree.rootNode.text).toBe("y = 2\n");
    expect(tree.rootNode.hasError).toBe(false);
    tree.delete();
  });

  it("leaves a document with its old text and a tree that matches it", async () => {
    const parser = await sharedParser();
    const doc = new Document(parser, "a = 1\n");
    expect(() => runCancellable(stopsAfter(1), () => doc.update(big))).toThrow(OperationCancelledError);
    expect(doc.text).toBe("a = 1\n");
    expect(doc.version).toBe(1);
    expect(doc.tree.rootNode.text).toBe("a = 1\n");
    expect(doc.update("a = 2\n")).toBe(true);
    expect(doc.tree.rootNode.text).toBe("a = 2\n");
    doc.dispose();
  });

  it("costs nothing outside a token: no progress callback is installed", async () => {
    const parser = await sharedParser();
    const tree = parseTree(parser, big);
    expect(tree.rootNode.hasError).toBe(false);
    tree.delete();
  });
});
