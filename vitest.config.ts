// Two suites over one configuration:
//   default (`npm test`)        every test/**/*.test.ts except the long ones;
//                               must stay well under 150 s on a 2-core machine;
//   long    (`npm run test:long`) test/**/*.long.test.ts: property runs at full
//                               strength (the default suite runs a seeded,
//                               smaller sample of each). CI runs both.
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const LONG = "test/**/*.long.test.ts";

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
          exclude: [LONG],
          // A hang detector, not a speed check (the suite's total time is that):
          // vitest's 5 s fails tests of 1-3 s as soon as the 2 cores are shared.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        // A long run is measured in minutes; its per-test budget says so.
        test: { name: "long", include: [LONG], testTimeout: 600_000, hookTimeout: 600_000 },
      },
    ],
  },
});
