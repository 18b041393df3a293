// A Rust macro call (`println!("total is {}", total)`) is a name and a
// negation; the E1051's help writes the call back with the user's own values
// (107a L7: it always said `println(f"x = {x}")`, which applied literally is
// E1001 where there is no `x`). Each help applied gives a clean program.
import { describe, expect, it } from "vitest";
import { check } from "./helpers.js";

async function helpFor(line: string): Promise<string> {
  const found = (await check(`main = {\n    total = 3\n    a = [1]\n    ${line}\n}\n`)).find((d) => d.code === "E1051");
  if (!found) throw new Error(`no E1051 for ${line}`);
  return found.help ?? "";
}

/** The code a help writes in backquotes, last. */
function written(help: string): string {
  return [...help.matchAll(/`([^`]+)`/g)].at(-1)![1]!;
}

describe("a macro call's help (107a L7)", () => {
  it.each([
    ['println!("total is {}", total)', 'println(f"total is {total}")'],
    ['println!("hi")', 'println("hi")'],
    ['print!("{} and {:?}, {total} again {0}", total, a)', 'print(f"{total} and {a}, {total} again {total}")'],
    ['println!("{} items", total + 1)', 'println(f"{total + 1} items")'],
    ['println!("{{literal}}")', 'println("{literal}")'],
    ['eprintln!("failed: {}", total)', 'println(f"failed: {total}")'],
  ])("%s → %s", async (line, call) => {
    const help = await helpFor(line);
    expect(written(help)).toBe(call);
    expect(await check(`main = {\n    total = 3\n    a = [1]\n    ${call}\n}\n`)).toEqual([]);
  });

  it("writes format! as the f-string itself, with a format spec kept, and vec! as the list", async () => {
    expect(written(await helpFor('s = format!("n={:>4}", total)'))).toBe('f"n={total:>4}"');
    expect(written(await helpFor("v = vec![total, 2]"))).toBe("[total, 2]");
  });

  it("falls back to the general form when the placeholders and values do not pair up", async () => {
    expect(written(await helpFor('println!("{} {}", total)'))).toBe('println(f"x = {x}")');
    expect(written(await helpFor('println!("x", total)'))).toBe('println(f"x = {x}")');
    // An f-string reads `{{name}}` as an interpolation (syntax.md §1.12): no brace beside a value.
    expect(written(await helpFor('println!("{{a}} {}", total)'))).toBe('println(f"x = {x}")');
  });
});
