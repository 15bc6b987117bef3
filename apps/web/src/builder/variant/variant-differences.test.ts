import { extractDifferences, resumeDataSchema, sampleResume } from "@vitae/schema";
import { produce } from "immer";
import { describe, expect, it } from "vitest";
import { differencesOf, fieldDiffers, itemStatus, onlyInVariant } from "./variant-differences";

const master = resumeDataSchema.parse(sampleResume);
const list = ["sections", "experience", "items"];
const [first, second, third] = master.sections.experience.items;
if (!first || !second || !third) throw new Error("the sample needs three experience items");

const variant = produce(master, (draft) => {
  draft.basics.headline = "Backend engineer";
  const items = draft.sections.experience.items;
  if (items[0]) items[0].position = "Lead";
  if (items[1]) items[1].visible = false;
  items.push({ ...third, id: "zvariantonly0000000000000", company: "Side project" });
});

describe("variant differences in the builder", () => {
  it("are the differences the server stores, computed once per data", () => {
    const differences = differencesOf(master, variant);
    expect(differences).toEqual(extractDifferences(master, variant));
    expect(differencesOf(master, variant)).toBe(differences);
    expect(differencesOf(master, master)).not.toBe(differences);
  });

  it("mark a changed field and the fields above it, not its neighbours", () => {
    const differences = differencesOf(master, variant);
    expect(fieldDiffers(differences, ["basics", "headline"])).toBe(true);
    expect(fieldDiffers(differences, ["basics", "name"])).toBe(false);
    expect(fieldDiffers(differences, [...list, first.id, "position"])).toBe(true);
    expect(fieldDiffers(differences, [...list, first.id, "company"])).toBe(false);
  });

  it("tell changed, hidden, variant-only and untouched items apart", () => {
    const differences = differencesOf(master, variant);
    expect(itemStatus(differences, list, first.id)).toBe("changed");
    expect(itemStatus(differences, list, second.id)).toBe("hidden");
    expect(itemStatus(differences, list, "zvariantonly0000000000000")).toBe("added");
    expect(itemStatus(differences, list, third.id)).toBeNull();
  });

  it("count the items of a custom section only the variant has as its own", () => {
    const withSection = produce(master, (draft) => {
      draft.sections.custom.zcustom0000000000000000a = {
        id: "zcustom0000000000000000a",
        name: "Talks",
        columns: 1,
        visible: true,
        items: [],
      } as unknown as (typeof draft.sections.custom)[string];
    });
    const differences = differencesOf(master, withSection);
    const customList = ["sections", "custom", "zcustom0000000000000000a", "items"];
    expect(onlyInVariant(differences, customList)).toBe(true);
    expect(itemStatus(differences, customList, "anyitem")).toBe("added");
    expect(onlyInVariant(differences, list)).toBe(false);
  });
});
