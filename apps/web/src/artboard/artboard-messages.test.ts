import { createDefaultResumeData } from "@vitae/schema";
import { describe, expect, it, vi } from "vitest";
import { createMessageHandler, postHighlightsShown, postPageLoaded } from "./artboard-messages";

const origin = "http://localhost:3000";
const message = (data: unknown, from = origin) => new MessageEvent("message", { data, origin: from });

const resume = createDefaultResumeData();
resume.basics.name = "Ada";

describe("artboard messages", () => {
  it("accepts SET_RESUME from the same origin", () => {
    const onResume = vi.fn();
    createMessageHandler(origin, onResume)(message({ type: "SET_RESUME", payload: resume }));
    expect(onResume).toHaveBeenCalledWith(resume, undefined, undefined);
  });

  it("hands over the labels' locale a SET_RESUME names", () => {
    const onResume = vi.fn();
    createMessageHandler(origin, onResume)(message({ type: "SET_RESUME", payload: resume, locale: "de-DE" }));
    expect(onResume).toHaveBeenCalledWith(resume, "de-DE", undefined);
  });

  it("hands over the direction a SET_RESUME names", () => {
    const onResume = vi.fn();
    createMessageHandler(origin, onResume)(message({ type: "SET_RESUME", payload: resume, locale: "ar-SA", direction: "rtl" }));
    expect(onResume).toHaveBeenCalledWith(resume, "ar-SA", "rtl");
  });

  it.each([
    ["another origin", message({ type: "SET_RESUME", payload: resume }, "https://evil.example")],
    ["PAGE_LOADED", message({ type: "PAGE_LOADED", width: 794, height: 1123 })],
    ["an unknown type", message({ type: "SOMETHING_ELSE", payload: resume })],
    ["no payload", message({ type: "SET_RESUME" })],
    ["a non-object payload", message({ type: "SET_RESUME", payload: "x" })],
    ["a payload that is not resume data", message({ type: "SET_RESUME", payload: { basics: { name: "Ada" } } })],
    ["a string", message("SET_RESUME")],
  ])("ignores %s", (_, event) => {
    const onResume = vi.fn();
    createMessageHandler(origin, onResume)(event);
    expect(onResume).not.toHaveBeenCalled();
  });

  it("hands over the terms of a same-origin SET_HIGHLIGHTS, and ignores them from elsewhere or malformed", () => {
    const onResume = vi.fn();
    const onHighlights = vi.fn();
    const handle = createMessageHandler(origin, onResume, vi.fn(), onHighlights);
    handle(message({ type: "SET_HIGHLIGHTS", terms: ["Ada", "Analytical Engine"] }));
    handle(message({ type: "SET_HIGHLIGHTS", terms: ["Ada"] }, "https://evil.example"));
    handle(message({ type: "SET_HIGHLIGHTS", terms: "Ada" }));
    expect(onHighlights).toHaveBeenCalledTimes(1);
    expect(onHighlights).toHaveBeenCalledWith(["Ada", "Analytical Engine"]);
    expect(onResume).not.toHaveBeenCalled();
  });

  it("answers PAGE_LOADED to the exact origin", () => {
    const target = { postMessage: vi.fn() };
    postPageLoaded(target, origin, 794, 1123);
    expect(target.postMessage).toHaveBeenCalledWith({ type: "PAGE_LOADED", width: 794, height: 1123 }, origin);
  });

  it("answers HIGHLIGHTS_SHOWN to the exact origin", () => {
    const target = { postMessage: vi.fn() };
    postHighlightsShown(target, origin, { count: 3, top: 640 });
    expect(target.postMessage).toHaveBeenCalledWith({ type: "HIGHLIGHTS_SHOWN", count: 3, top: 640 }, origin);
  });
});

describe("artboard messages: invalid SET_RESUME", () => {
  it("reports a same-origin SET_RESUME that does not parse, without rendering it", () => {
    const onResume = vi.fn();
    const onInvalid = vi.fn();
    const handle = createMessageHandler(origin, onResume, onInvalid);
    handle(message({ type: "SET_RESUME", payload: { basics: { name: "Ada" } } }));
    handle(message({ type: "SET_RESUME" }));
    expect(onInvalid).toHaveBeenCalledTimes(2);
    expect(onResume).not.toHaveBeenCalled();
  });

  it("does not report foreign or unrelated messages", () => {
    const onInvalid = vi.fn();
    const handle = createMessageHandler(origin, vi.fn(), onInvalid);
    handle(message({ type: "SET_RESUME", payload: {} }, "https://evil.example"));
    handle(message({ type: "PAGE_LOADED", width: 1, height: 1 }));
    handle(message({ type: "SOMETHING_ELSE" }));
    handle(message("SET_RESUME"));
    handle(message(null));
    expect(onInvalid).not.toHaveBeenCalled();
  });
});
