import { describe, expect, it } from "vitest";

import { artboardMessageSchema, highlightLimits, parseArtboardMessage } from "./artboard-protocol";
import { sampleResume } from "./sample-resume";

describe("artboard protocol", () => {
  it("carries resume data in SET_RESUME", () => {
    const message = { type: "SET_RESUME", payload: sampleResume };
    expect(artboardMessageSchema.parse(message)).toEqual(message);
  });

  it("carries the page size in PAGE_LOADED", () => {
    const message = { type: "PAGE_LOADED", width: 794, height: 1123 };
    expect(parseArtboardMessage(message)).toEqual(message);
  });

  it("carries the runs of text to mark in SET_HIGHLIGHTS, an empty list clearing them", () => {
    const message = { type: "SET_HIGHLIGHTS", terms: ["jane@example.com", "Led a team of 5"] };
    expect(parseArtboardMessage(message)).toEqual(message);
    expect(parseArtboardMessage({ type: "SET_HIGHLIGHTS", terms: [] })).toEqual({ type: "SET_HIGHLIGHTS", terms: [] });
  });

  it("answers how many runs were marked and where the first starts in HIGHLIGHTS_SHOWN", () => {
    expect(parseArtboardMessage({ type: "HIGHLIGHTS_SHOWN", count: 2, top: 812.5 })).toEqual({ type: "HIGHLIGHTS_SHOWN", count: 2, top: 812.5 });
    expect(parseArtboardMessage({ type: "HIGHLIGHTS_SHOWN", count: 0 })).toEqual({ type: "HIGHLIGHTS_SHOWN", count: 0 });
    expect(parseArtboardMessage({ type: "HIGHLIGHTS_SHOWN", count: 1.5 })).toBeNull();
    expect(parseArtboardMessage({ type: "HIGHLIGHTS_SHOWN", count: 1, top: -3 })).toBeNull();
  });

  it("rejects highlights that are not a list of bounded, non-blank texts", () => {
    expect(parseArtboardMessage({ type: "SET_HIGHLIGHTS" })).toBeNull();
    expect(parseArtboardMessage({ type: "SET_HIGHLIGHTS", terms: "email" })).toBeNull();
    expect(parseArtboardMessage({ type: "SET_HIGHLIGHTS", terms: ["  "] })).toBeNull();
    expect(parseArtboardMessage({ type: "SET_HIGHLIGHTS", terms: ["x".repeat(highlightLimits.termLength + 1)] })).toBeNull();
    expect(parseArtboardMessage({ type: "SET_HIGHLIGHTS", terms: Array.from({ length: highlightLimits.terms + 1 }, () => "a") })).toBeNull();
  });

  it("rejects malformed or foreign messages", () => {
    expect(parseArtboardMessage({ type: "SET_RESUME", payload: { basics: {} } })).toBeNull();
    expect(parseArtboardMessage({ type: "PAGE_LOADED", width: "794", height: 1 })).toBeNull();
    expect(parseArtboardMessage({ type: "PAGE_LOADED", width: -1, height: 1 })).toBeNull();
    expect(parseArtboardMessage({ type: "SOMETHING_ELSE" })).toBeNull();
    expect(parseArtboardMessage("SET_RESUME")).toBeNull();
    expect(parseArtboardMessage(null)).toBeNull();
  });
});
