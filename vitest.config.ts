// Suites over one configuration:
//   default (`npm test`)        every test/**/*.test.ts except the long ones;
//                               must stay well under 150 s on a 2-core machine;
//   default-isolated (`npm test` too) the files that replace a module (vi.mock):
//                               each gets fresh modules;
//   long    (`npm run test:long`) test/**/*.long.test.ts: property runs at full
//                               strength (the default suite runs a seeded,
//                               smaller sample of each). CI runs both.
//
// The default suite shares modules between the files a worker runs
// (isolate: false): evaluating the sources, the SDK and the wasm runtime
// afresh for each of ~100 files (45 s of vitest's "import" figure, and every
// file's tests on cold code) made the suite take 126-142 s; shared, 61-72 s,
// also with the files in shuffled order. No test may depend on a fresh
// module: module state is caches, ids and counters that tests read as
// differences. A file that replaces a module goes in ISOLATED
// (test/suite-isolation.test.ts holds every vi.mock user to that).
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const LONG = "test/**/*.long.test.ts";
/** Files that need modules of their own (vi.mock replaces a module for the whole file). */
const ISOLATED = ["test/project/paths-race.test.ts"];

export default defineConfig({
  test: {
    // One worker per core (vitest's default leaves one idle): most files spend
    // their time in a spawned server or in wasm, so two cores stay busy.
    maxWorkers: Math.max(2, availableParallelism()),
    reporters: ["default", "./test/helpers/skip-reasons-reporter.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "default",
          include: ["test/**/*.test.ts"],
          exclude: [LONG, ...ISOLATED],
          isolate: false,
          // A hang detector, not a speed check (the suite's total time is that):
          // vitest's 5 s fails tests of 1-3 s as soon as the 2 cores are shared,
          // and 20 s failed tests of 6 s on a machine loaded five times over (99c D1).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: "default-isolated", include: ISOLATED, testTimeout: 60_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        // A long run is measured in minutes; its per-test budget says so.
        test: { name: "long", include: [LONG], testTimeout: 600_000, hookTimeout: 600_000 },
      },
    ],
  },
});
