// `{}` where a value is required is an empty dictionary (syntax.md §5.8), as a
// binding's `{}` already was: a field's default, a `return {}` where a
// dictionary is declared, an element of a list, tuple or dictionary literal
// (each was "the value is Void", E1002).
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

async function errors(source: string): Promise<string[]> {
  return (await check(source)).filter((d) => d.severity === "error").map((d) => `${d.code} ${d.span[0]}: ${d.message}`);
}

describe("empty braces as a value", () => {
  it("are an empty dictionary as a field's default and as a returned value", async () => {
    const source = `Config: Type = { name: String, env: Dict(String, Int) = {} }

fresh: () -> Dict(String, Int) = {
    return {}
}

main = {
    c = Config("x")
    d = fresh()
    empty: Dict(String, Int) = {}
}
`;
    expect(await errors(source)).toEqual([]);
  });

  it("are an empty dictionary as an element of a list, a tuple or a dictionary literal", async () => {
    const source = `main = {
    t1: List(Dict(String, Int)) = [{}]
    pair: (Int, Dict(String, Int)) = (1, {})
    nested: Dict(String, Dict(String, Int)) = {"x": {}}
}
`;
    expect(await errors(source)).toEqual([]);
  });

  it("are no Int, and an empty body stays an empty block", async () => {
    const source = `Counter: Type = { n: Int = {} }

nothing: () -> Void = {
    if true {}
    return
}
`;
    expect(await errors(source)).toEqual(["E1002 1: the field is declared as Int, but the value is Dict(?, ?)"]);
  });
});
