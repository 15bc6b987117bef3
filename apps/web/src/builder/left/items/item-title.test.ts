import {
  defaultCustomItem,
  defaultEducation,
  defaultExperience,
  defaultInterest,
  defaultProfile,
  defaultSkill,
  withNewId,
} from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { itemTitle } from "./item-title";

describe("itemTitle", () => {
  it("uses the title fields of each section", () => {
    expect(itemTitle("profiles", { ...withNewId(defaultProfile), network: "GitHub", username: "ada" })).toEqual({
      title: "GitHub",
      subtitle: "ada",
    });
    expect(itemTitle("experience", { ...withNewId(defaultExperience), company: "Acme", position: "Engineer" })).toEqual({
      title: "Acme",
      subtitle: "Engineer",
    });
    expect(itemTitle("education", { ...withNewId(defaultEducation), institution: "MIT", area: "Physics", studyType: "BSc" })).toEqual({
      title: "MIT",
      subtitle: "Physics",
    });
    expect(itemTitle("custom", { ...withNewId(defaultCustomItem), name: "Talk", description: "JSConf" })).toEqual({
      title: "Talk",
      subtitle: "JSConf",
    });
  });

  it("describes skills by their description, else by their keywords", () => {
    const skill = { ...withNewId(defaultSkill), name: "Web", keywords: ["HTML", "CSS"] };
    expect(itemTitle("skills", { ...skill, description: "Advanced" }).subtitle).toBe("Advanced");
    expect(itemTitle("skills", skill)).toEqual({ title: "Web", subtitle: "HTML, CSS" });
  });

  it("lists an interest's keywords", () => {
    expect(itemTitle("interests", { ...withNewId(defaultInterest), name: "Music", keywords: ["Jazz", "Piano"] })).toEqual({
      title: "Music",
      subtitle: "Jazz, Piano",
    });
  });

  it("leaves empty fields empty (the list shows a placeholder) and trims", () => {
    expect(itemTitle("skills", withNewId(defaultSkill))).toEqual({ title: "", subtitle: "" });
    expect(itemTitle("profiles", { ...withNewId(defaultProfile), network: "  X  " }).title).toBe("X");
  });
});
