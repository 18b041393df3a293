// The workspace thread's full collection between calls (idle-collection.ts):
// only when idle, only when the heap grew past what the last one left, once
// per burst of requests.
import { describe, expect, it } from "vitest";
import { IdleCollection } from "../../src/mcp/engine/idle-collection.js";

const MB = 2 ** 20;

function harness(options: { idle?: boolean } = {}) {
  const state = { idle: options.idle ?? true, used: 400 * MB, live: 150 * MB, collections: 0, records: [] as { beforeMB: number; afterMB: number }[] };
  const collection = new IdleCollection(
    () => state.idle,
    (record) => state.records.push(record),
    () => {
      state.collections++;
      state.used = state.live;
    },
    () => state.used,
  );
  return { state, collection };
}

describe("a collection between calls", () => {
  it("collects a grown heap when idle, and says what it freed", () => {
    const { state, collection } = harness();
    expect(collection.now()).toBe(true);
    expect(state.collections).toBe(1);
    expect(state.records).toEqual([expect.objectContaining({ beforeMB: 400, afterMB: 150 })]);
  });

  it("does not collect while a call runs", () => {
    const { state, collection } = harness({ idle: false });
    expect(collection.now()).toBe(false);
    expect(state.collections).toBe(0);
  });

  it("does not collect again until the heap grew by half its live bytes (at least 64 MB)", () => {
    const { state, collection } = harness();
    collection.now();
    state.used = state.live + 70 * MB;
    expect(collection.now()).toBe(false);
    state.used = state.live + 80 * MB;
    expect(collection.now()).toBe(true);
    expect(state.collections).toBe(2);
  });

  it("collects once for many requests in one turn, after the turn", async () => {
    const { state, collection } = harness();
    collection.soon();
    collection.soon();
    collection.soon();
    expect(state.collections).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.collections).toBe(1);
  });
});
