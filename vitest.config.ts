// `npm test` runs every test/**/*.test.ts but the long property runs
// (test/**/*.long.test.ts), which `npm run test:long` runs alone.
import { configDefaults, defineConfig } from "vitest/config";

const long = process.env.VITEST_LONG === "1";

export default defineConfig({
  test: {
    include: long ? ["test/**/*.long.test.ts"] : configDefaults.include,
    exclude: long ? configDefaults.exclude : [...configDefaults.exclude, "test/**/*.long.test.ts"],
  },
});
