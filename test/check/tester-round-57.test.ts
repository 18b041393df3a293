// Round 57 (57b: inferred types on realistic code): a lambda argument of a
// generic function takes its parameter types from a parameter written as a
// function type with bare names (`f: (T) -> T`, syntax.md §3.4's example),
// and from arguments written after it by name; a generic record whose
// arguments are not known has fields of unknown type there, not of its
// parameter's name; a `mut` binding of such an instance takes the instance
// assigned to it later.
import { describe, expect, it } from "vitest";
import { check, typesAt } from "./helpers.js";

describe("lambda arguments of generic functions (57b D1, D2)", () => {
  const source = [
    "Leg: Type = { name: String, climb: Int }",
    "apply2: (T: Type) -> (f: (T) -> T, x: T) -> T = (f, x) => f(f(x))",
    "twice: (T: Type) -> (f: (v: T) -> T, x: T) -> T = (f, x) => f(f(x))",
    "main = {",
    "    a = apply2((q) => q * 3, 2)",
    "    b = twice(f = (q) => Leg(q.name, q.climb + 1), x = Leg(\"b\", 1))",
    "    c = twice(x = Leg(\"c\", 1), f = (q) => Leg(q.name, q.climb + 1))",
    "}",
    "",
  ].join("\n");

  it("type the lambda's parameter from the other arguments", async () => {
    expect(await typesAt(source, [[5, 17], [6, 20], [7, 37]])).toEqual(["Int", "Leg", "Leg"]);
  });

  it("so that a member the type lacks is an error there too", async () => {
    const found = await check("apply2: (T: Type) -> (f: (T) -> T, x: T) -> T = (f, x) => f(f(x))\nmain = {\n    c = apply2((q) => q.size, 2)\n}\n");
    expect(found.map((d) => `${d.code}@${d.span[0]}:${d.span[1]}`)).toEqual(["E1053@3:25"]);
  });
});

describe("generic record instances (57b D3)", () => {
  const source = [
    "Task: Type = { title: String, prio: Int }",
    "Queue: (T: Type) -> Type = { items: List(T), size: Int }",
    "push_task: (q: Queue(Task), t: Task) -> Queue(Task) = Queue(q.items + [t], q.size + 1)",
    "main = {",
    "    mut q = Queue([], 0)",
    "    unknown = q.items",
    "    q = push_task(q, Task(\"write\", 2))",
    "    first = q.items[0]",
    "    print(first.title)",
    "}",
    "",
  ].join("\n");

  it("an instance of unknown arguments has fields of unknown type, not `T`; assigned a known instance, the binding takes it", async () => {
    expect(await typesAt(source, [[6, 5], [8, 5], [9, 17]])).toEqual(["List(?)", "Task", "String"]);
    expect(await check(source)).toEqual([]);
  });

  it("inside the record's own methods its parameter keeps its name", async () => {
    const method = "Queue: (T: Type) -> Type = { items: List(T), size: Int }\nQueue.peek: (self: &Queue(T)) -> T = self.items[0]\n";
    expect(await typesAt(method, [[2, 44]])).toEqual(["List(T)"]);
  });
});
