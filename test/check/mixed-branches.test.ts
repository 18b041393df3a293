// An `if` or `match` value whose branches give different types has no type
// of its own (diagnostics.md §6.5 "be lenient"), but where a type is
// required (an annotated binding, a parameter, a declared result) each
// branch must fit it: the first that does not is E1002 (116a F1: such a
// value was silent).
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

const errors = async (source: string) => (await check(source)).map((d) => [d.code, d.span.slice(0, 2).join(":"), d.message]);

describe("branches of different types where a type is required", () => {
  it("reports the first branch of an annotated binding's `if` that does not fit", async () => {
    expect(await errors(`main = () => {\n    hot = true\n    label: String = if hot { "hot" } else { 0 }\n    println(label)\n}\n`)).toEqual([
      ["E1002", "3:5", "'label' is declared as String, but branch 2 of the `if` gives Int"],
    ]);
  });

  it("reports a `match` arm, an `else if` chain's branch as an argument, and a returned value", async () => {
    expect(await errors(`main = () => {\n    n = 3\n    label: String = match n {\n        1 => "one"\n        2 => 2.5\n        _ => "many"\n    }\n    println(label)\n}\n`)).toEqual([
      ["E1002", "3:5", "'label' is declared as String, but arm 2 of the `match` gives Float"],
    ]);
    expect(await errors(`f: (s: String) -> Void = (s) => { println(s) }\nmain = () => {\n    c = true\n    f(if c { "a" } else if false { "b" } else { 7 })\n}\n`)).toEqual([
      ["E1002", "4:6", "argument 1 ('s') of 'f' must be String, but branch 3 of the `if` gives Int"],
    ]);
    expect(await errors(`g: (c: Bool) -> String = (c) => {\n    return if c { "a" } else { 1 }\n}\n`)).toEqual([
      ["E1002", "2:5", "the function returns String, but branch 2 of the `if` gives Int"],
    ]);
    // As a block's last expression and as an expression body.
    expect(await errors(`g: (c: Bool) -> String = (c) => {\n    if c { "a" } else { 1 }\n}\nh: (c: Bool) -> Int = (c) => if c { 1 } else { 2.5 }\n`)).toEqual([
      ["E1002", "2:5", "the function returns String, but branch 2 of the `if` gives Int"],
      ["E1002", "4:30", "the function returns Int, but branch 2 of the `if` gives Float"],
    ]);
  });

  it("reports a generic record's instance of other arguments, which the join keeps only as the record (121a F5)", async () => {
    const source = `Box: (T: Type) -> Type = { item: T }\nf: (n: Int) -> Box(String) = {\n    return if n > 0 { Box("a") } else { Box(2) }\n}\ng: (n: Int) -> Box(String) = {\n    if n > 0 { Box("a") } else { Box(2) }\n}\nh: (n: Int) -> Box(String) = {\n    return if n > 0 { Box("a") } else { Box("b") }\n}\n`;
    expect(await errors(source)).toEqual([
      ["E1002", "3:5", "the function returns Box(String), but branch 2 of the `if` gives Box(Int)"],
      ["E1002", "6:5", "the function returns Box(String), but branch 2 of the `if` gives Box(Int)"],
    ]);
  });

  it("accepts branches that fit (an Int where a Float is required), that leave, or that give nothing known", async () => {
    expect(await errors(`f: (c: Bool) -> Float = (c) => {\n    if c { 1 } else { 2.5 }\n}\ng: (c: Bool) -> String = (c) => {\n    if c { return "a" } else { return "b" }\n}\n`)).toEqual([]);
    const source =
      `stop: () -> Void = () => { println("stop") }\n` +
      `main = () => {\n    c = true\n    x: Float = if c { 1 } else { 2.5 }\n    y: Int = if c { 1 } else { return }\n` +
      `    z: Int = if c { 2 } else { stop() }\n    w: Int = match y {\n        0 => 0\n        _ => unknown_thing\n    }\n    println(f"{x}{y}{z}{w}")\n}\n`;
    expect((await errors(source)).filter(([code]) => code === "E1002")).toEqual([]);
  });
});
