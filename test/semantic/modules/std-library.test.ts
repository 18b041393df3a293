// The std table (diagnostics.md §7.3-§7.4, modules-and-workspace.md §2.6).
import { describe, expect, it } from "vitest";
import {
  preludeEntry,
  STD_MODULES,
  stdExport,
  stdImportableNames,
  stdModule,
  stdModulesDefining,
} from "../../../src/semantic/modules/index.js";

describe("std modules", () => {
  it("has the fourteen modules of the reference, in registration order", () => {
    expect(STD_MODULES.map((m) => m.path)).toEqual([
      "std.concurrent", "std.convert", "std.dict", "std.io", "std.list", "std.math", "std.net",
      "std.string", "std.result", "std.time", "std.os", "std.weak", "std.assert", "std.test",
    ]);
    expect(stdModule("std.option")).toBeUndefined();
    expect(stdModule("std.test")?.implementation).toBe("yaoxiang");
    expect(STD_MODULES.filter((m) => !m.wasm).map((m) => m.name)).toEqual(["concurrent", "net", "os", "weak"]);
  });

  it("matches the counts of §7.3: 137 native value exports, 126 distinct names, 108 plain", () => {
    const native = STD_MODULES.filter((m) => m.implementation === "native").flatMap((m) => m.exports).filter((e) => e.kind !== "type");
    expect(native).toHaveLength(137);
    expect(new Set(native.map((e) => e.name)).size).toBe(126);
    expect(new Set(native.filter((e) => e.plain).map((e) => e.name)).size).toBe(108);
    expect(stdImportableNames("std.test")).toEqual(["assert_eq", "assert_ne", "assert_true", "assert_false"]);
  });

  it("gives kinds: functions, constants as variables, the assert type functions as types", () => {
    expect(stdExport("std.io", "println")).toMatchObject({ kind: "function", signature: "(...args) -> ()", plain: true });
    expect(stdExport("std.math", "PI")).toMatchObject({ kind: "variable", signature: "Float" });
    expect(stdExport("std.list", "map")?.kind).toBe("function");
    expect(stdExport("std.assert", "IsTrue")?.kind).toBe("type");
    expect(stdExport("std.convert", "int.to_string")?.plain).toBe(false);
    expect(stdExport("std.time", "DateTime::year")?.plain).toBe(false);
    expect(stdImportableNames("std.time")).not.toContain("DateTime::year");
  });

  it("shares short names between modules and records the reference's prelude choice (last wins)", () => {
    expect(stdModulesDefining("len").map((m) => m.name)).toEqual(["dict", "list", "string"]);
    const expected: Record<string, string> = {
      len: "std.string", is_empty: "std.string", get: "std.list", set: "std.list", reverse: "std.string",
      concat: "std.string", contains: "std.string", append_file: "std.os", sleep: "std.time",
    };
    for (const [name, module] of Object.entries(expected)) {
      const entry = preludeEntry(name);
      expect(entry?.ambiguous, name).toBe(true);
      expect(entry?.referenceChoice.module, name).toBe(module);
    }
    expect(preludeEntry("upper")).toMatchObject({ ambiguous: false, referenceChoice: { module: "std.string" } });
    expect(preludeEntry("assert_eq")?.referenceChoice.module).toBe("std.test");
    expect(preludeEntry("IsTrue")).toBeUndefined();
    expect(preludeEntry("nope")).toBeUndefined();
  });
});
