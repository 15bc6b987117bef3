import { describe, expect, it } from "vitest";
import { resumeFileName } from "./resume-file-name";

// The PDF's cases (every script, paths, controls, lengths) are in the server's
// pdf-file-name.test.ts; these are the other extensions' own.
describe("resumeFileName", () => {
  it("names a download after the title, with the extension given", () => {
    expect(resumeFileName("Software Engineer Main", "json")).toBe("Software-Engineer-Main.json");
    expect(resumeFileName("Software Engineer Main", "jsonresume.json")).toBe("Software-Engineer-Main.jsonresume.json");
    expect(resumeFileName("cv.json", "json")).toBe("cv.json");
    expect(resumeFileName("../x", "json")).toBe("x.json");
    expect(resumeFileName("", "json")).toBe("resume.json");
  });
});
