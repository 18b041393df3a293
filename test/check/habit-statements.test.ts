// Other languages' statements and expressions where a YaoXiang agent meets
// them (106f Y6, Y8-Y12): the help names the habit and says how YaoXiang
// writes it, where the parser's own help described its grammar.
import { describe, expect, it } from "vitest";
import { firstHelp } from "./helpers.js";

describe("another language's habit, told as such", () => {
  it.each([
    ["switch/case (Y6)", 'grade: (score: Int) -> String = {\n    switch score {\n        case 100:\n            return "perfect"\n        default:\n            return "ok"\n    }\n}\n', "YaoXiang has no `switch`: match the value, `match score { 100 => …, _ => … }`"],
    ["a ternary whose else-branch is no type (Y8)", "abs_val: (x: Int) -> Int = {\n    return x >= 0 ? x : -x\n}\n", "YaoXiang has no `c ? a : b`: write `if c { a } else { b }`"],
    ["an object literal (Y9)", 'main = {\n    person = {name: "Ana", age: 31}\n}\n', 'a dictionary\'s keys are values, `{"name": …}`; a record is built by calling its type, `Person(name = "Ana", age = 31)`, declared `Person: Type = { name: String, age: Int }`'],
    // A negative arm after another: its `-` continues the arm before (106e X5: told to write `x => …`).
    ["a negative arm after another", 'f: (n: Int) -> String = {\n    r = match n {\n        0 => "zero"\n        -1 => "minus one"\n        _ => "other"\n    }\n    return r\n}\n', "the `-` starting line 4 goes on with line 3 (a line starting with an operator continues the one before), so `=>` follows an expression, not a pattern: end the arm on line 3 with a `,`"],
    // Named after what it is bound to, with its own fields (106g Z15: always `Person(…)`).
    ["an object literal bound to another name", 'main = {\n    config = {host: "x", port: 80, debug: true}\n}\n', '`Config(host = "x", port = 80, debug = true)`, declared `Config: Type = { host: String, port: Int, debug: Bool }`'],
    ["`and not` (Y10)", 'main = {\n    flag = true\n    other = false\n    if flag and not other {\n        print("yes")\n    }\n}\n', "YaoXiang has no `not`: logical not is `!`"],
    ["bracket generics (Y11)", "first: [T](xs: List[T]) -> T = (xs) => xs[0]\n", "type parameters are the signature's first group, not `[T]`: `first: (T: Type) -> (xs: List(T)) -> T = { … }`"],
    ["an or-pattern (Y12)", 'size: (n: Int) -> String = {\n    return match n {\n        1 | 2 => "small",\n        _ => "big",\n    }\n}\n', 'a pattern has no `|`: write one arm per alternative (`1 => "small"`, then `2 => "small"`), or `_ =>` for the rest'],
  ])("%s", async (_, source, expected) => {
    expect(await firstHelp(source)).toContain(expected);
  });
});
