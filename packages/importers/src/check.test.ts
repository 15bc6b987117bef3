import { describe, expect, it } from "vitest";
import { either, list, nullable, numeric, optional, run, shape, text } from "./check";

describe("check combinators", () => {
  const person = shape({
    name: text,
    nickname: optional(text),
    age: optional(numeric),
    tags: optional(list(nullable(text))),
  });

  it("returns the checked value with only the known keys", () => {
    expect(run(person, { name: "Ада", age: "36", tags: ["a", null], extra: true })).toEqual({
      ok: true,
      value: { name: "Ада", nickname: undefined, age: 36, tags: ["a", null] },
    });
  });

  it("reports every problem with its path", () => {
    expect(run(person, { name: null, nickname: 3, tags: [1], age: "many" })).toEqual({
      ok: false,
      issues: [
        { path: ["name"], message: "Expected text, got null" },
        { path: ["nickname"], message: "Expected text, got the number 3" },
        { path: ["age"], message: 'Expected a number, got the text "many"' },
        { path: ["tags", 0], message: "Expected text, got the number 1" },
      ],
    });
    expect(run(person, [])).toEqual({ ok: false, issues: [{ path: [], message: "Expected an object, got a list" }] });
  });

  it("never reads a key from the prototype", () => {
    const inherited = Object.create({ name: "from the prototype" }) as object;
    expect(run(person, inherited)).toEqual({ ok: false, issues: [{ path: ["name"], message: "Expected text, got nothing" }] });
  });

  it("tries the alternatives of either in order", () => {
    const summary = either(text, shape({ body: text }));
    expect(run(summary, "plain")).toEqual({ ok: true, value: "plain" });
    expect(run(summary, { body: "b" })).toEqual({ ok: true, value: { body: "b" } });
    expect(run(summary, 1).ok).toBe(false);
  });
});
