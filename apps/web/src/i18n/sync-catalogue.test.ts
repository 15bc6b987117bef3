import { describe, expect, it } from "vitest";
import { type Catalogue, catalogueProblems } from "@vitae/schema";
import { coverage, setSourceText, sourceHasKey, syncCatalogue } from "./sync-catalogue";

const source: Catalogue = {
  title: "Resumes",
  items: { count_one: "{{count}} item", count_other: "{{count}} items" },
  dialog: { save: "Save", cancel: "Cancel" },
};

describe("syncCatalogue", () => {
  it("fills what a catalogue lacks with en-US's text, listed untranslated, in en-US's order", () => {
    const synced = syncCatalogue("ru-RU", { dialog: { cancel: "Отмена" }, title: "Резюме" }, source);
    expect(synced.catalogue).toEqual({
      title: "Резюме",
      items: {
        count_one: "{{count}} item",
        count_few: "{{count}} items",
        count_many: "{{count}} items",
        count_other: "{{count}} items",
      },
      dialog: { save: "Save", cancel: "Отмена" },
    });
    expect(Object.keys(synced.catalogue)).toEqual(["title", "items", "dialog"]);
    expect(synced.untranslated).toEqual({
      "items.count_one": "{{count}} item",
      "items.count_few": "{{count}} items",
      "items.count_many": "{{count}} items",
      "items.count_other": "{{count}} items",
      "dialog.save": "Save",
    });
    expect(catalogueProblems("ru-RU", synced.catalogue, source, synced.untranslated)).toEqual([]);
  });

  it("drops keys en-US no longer has, and empty texts count as missing", () => {
    const synced = syncCatalogue(
      "de-DE",
      { title: "Lebensläufe", stale: "alt", items: { count_one: "ein Element", count_other: " " }, dialog: { save: "Speichern", cancel: "Abbrechen" } },
      source,
    );
    expect(synced.catalogue).toEqual({
      title: "Lebensläufe",
      items: { count_one: "ein Element", count_other: "{{count}} items" },
      dialog: { save: "Speichern", cancel: "Abbrechen" },
    });
    expect(synced.untranslated).toEqual({ "items.count_other": "{{count}} items" });
  });

  it("lets an untranslated copy follow a changed English text, and takes a translated key off the list", () => {
    const catalogue: Catalogue = { title: "Resumes", items: { count_one: "ein Element", count_other: "{{count}} Elemente" }, dialog: { save: "Save", cancel: "Abbrechen" } };
    const changedSource: Catalogue = { ...source, dialog: { save: "Save now", cancel: "Cancel" } };
    const synced = syncCatalogue("de-DE", { ...catalogue, title: "Lebensläufe" }, changedSource, {
      title: "Resumes",
      "dialog.save": "Save",
    });
    expect(synced.catalogue).toMatchObject({ title: "Lebensläufe", dialog: { save: "Save now" } });
    expect(synced.untranslated).toEqual({ "dialog.save": "Save now" });
  });

  it("keeps a translation equal to the English text when it is not listed (a word both languages share)", () => {
    const synced = syncCatalogue("nl-NL", { title: "Resumes", items: { count_one: "{{count}} item", count_other: "{{count}} items" }, dialog: { save: "Opslaan", cancel: "Annuleren" } }, source);
    expect(synced.untranslated).toEqual({});
  });

  it("drops the translations of reworded keys and plural groups", () => {
    const synced = syncCatalogue(
      "de-DE",
      { title: "Lebensläufe", items: { count_one: "ein Element", count_other: "{{count}} Elemente" }, dialog: { save: "Speichern", cancel: "Abbrechen" } },
      source,
      {},
      new Set(["items.count", "dialog.save"]),
    );
    expect(synced.untranslated).toEqual({
      "items.count_one": "{{count}} item",
      "items.count_other": "{{count}} items",
      "dialog.save": "Save",
    });
    expect(synced.catalogue).toMatchObject({ title: "Lebensläufe", dialog: { cancel: "Abbrechen" } });
  });

  it("keeps a language's _zero form, which i18next uses for 0 in any language", () => {
    const synced = syncCatalogue(
      "de-DE",
      { title: "T", items: { count_zero: "keine", count_one: "eins", count_other: "{{count}}" }, dialog: { save: "S", cancel: "C" } },
      source,
    );
    expect(synced.catalogue.items).toEqual({ count_zero: "keine", count_one: "eins", count_other: "{{count}}" });
  });
});

describe("setSourceText", () => {
  it("adds nested keys and refuses to put a key under a text or over an object", () => {
    const catalogue: Catalogue = { dialog: { save: "Save" } };
    setSourceText(catalogue, "dialog.close", "Close");
    setSourceText(catalogue, "menu.file.open", "Open");
    expect(catalogue).toEqual({ dialog: { save: "Save", close: "Close" }, menu: { file: { open: "Open" } } });
    expect(() => setSourceText(catalogue, "dialog.save.label", "x")).toThrow('"dialog.save" is a text');
    expect(() => setSourceText(catalogue, "menu", "x")).toThrow("holds other keys");
    expect(() => setSourceText(catalogue, "menu..x", "x")).toThrow("not a dotted key");
  });
});

describe("coverage", () => {
  it("counts the keys a language must hold, each plural form included, floored to a tenth", () => {
    const synced = syncCatalogue("ru-RU", { title: "Резюме", dialog: { save: "Сохранить", cancel: "Отмена" } }, source);
    // 3 texts + 4 Russian plural forms, of which the 4 forms are untranslated.
    expect(coverage("ru-RU", synced.catalogue, source, synced.untranslated)).toEqual({ translated: 3, total: 7, percent: 42.8 });
  });

  it("finds en-US keys and plural groups by base", () => {
    expect(sourceHasKey(source, "items.count")).toBe(true);
    expect(sourceHasKey(source, "dialog.save")).toBe(true);
    expect(sourceHasKey(source, "dialog.close")).toBe(false);
  });
});
