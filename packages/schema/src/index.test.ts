import { describe, expect, it } from "vitest";

import * as schema from "./index";

describe("package entry", () => {
  it("re-exports every module, including the error catalogue", () => {
    for (const name of [
      "resumeDataSchema",
      "defaultResumeData",
      "sampleResume",
      "artboardMessageSchema",
      "createId",
      "slugify",
      "splitKeywords",
      "duplicate",
      "userSchema",
      "resumeSchema",
      "loginSchema",
      "errorCodeSchema",
      "isErrorCode",
      "templateNames",
      "primaryColourPresets",
      "limits",
    ]) {
      expect(schema, name).toHaveProperty(name);
    }
  });
});
