import { describe, expect, it } from "vitest";

import { artboardMessageSchema, parseArtboardMessage } from "./artboard-protocol";
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

  it("rejects malformed or foreign messages", () => {
    expect(parseArtboardMessage({ type: "SET_RESUME", payload: { basics: {} } })).toBeNull();
    expect(parseArtboardMessage({ type: "PAGE_LOADED", width: "794", height: 1 })).toBeNull();
    expect(parseArtboardMessage({ type: "PAGE_LOADED", width: -1, height: 1 })).toBeNull();
    expect(parseArtboardMessage({ type: "SOMETHING_ELSE" })).toBeNull();
    expect(parseArtboardMessage("SET_RESUME")).toBeNull();
    expect(parseArtboardMessage(null)).toBeNull();
  });
});
