import { screen, within } from "@testing-library/react";
import { defaultLanguage, withNewId } from "@vitae/schema";
import { beforeEach, describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { fill, layOutListRows, renderLeftPanel } from "@/test/render-left-panel";

const text = enUS.builderLeft.items;

const language = (name: string) => ({ ...withNewId(defaultLanguage), name, description: "Fluent" });
const languages = [language("English"), language("German"), language("French")];

describe("item list", () => {
  beforeEach(() => {
    layOutListRows();
  });

  it("shows each item's title and subtitle", () => {
    renderLeftPanel((d) => void d.sections.languages.items.push(...languages));
    const list = screen.getByRole("region", { name: "Languages" });
    expect(within(list).getAllByRole("button", { name: /Fluent$/ }).map((button) => button.textContent)).toEqual([
      "EnglishFluent",
      "GermanFluent",
      "FrenchFluent",
    ]);
  });

  it("reorders with the keyboard: Space picks up, arrows move, Space drops", async () => {
    const { user, data } = renderLeftPanel((d) => void d.sections.languages.items.push(...languages));
    const handle = screen.getByRole("button", { name: fill(text.move, { item: "English" }) });
    handle.focus();
    await user.keyboard(" ");
    await user.keyboard("{ArrowDown}");
    await user.keyboard("{ArrowDown}");
    await user.keyboard(" ");
    await expect.poll(() => data().sections.languages.items.map((item) => item.name)).toEqual(["German", "French", "English"]);
    // Announced in the user's language.
    expect(document.body.textContent).toContain(
      fill(enUS.builderLeft.sortable.dropped, { item: "English", position: "3", count: "3" }),
    );
  });

  it("toggles an item's visibility from its menu", async () => {
    const { user, data } = renderLeftPanel((d) => void d.sections.languages.items.push(...languages));
    await user.click(screen.getByRole("button", { name: fill(text.actions, { item: "German" }) }));
    await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: text.hide }));
    expect(data().sections.languages.items.map((item) => item.visible)).toEqual([true, false, true]);
    expect(screen.getByRole("img", { name: text.hidden })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: fill(text.actions, { item: "German" }) }));
    await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: text.show }));
    expect(data().sections.languages.items[1]?.visible).toBe(true);
  });

  it("names an item without a title", () => {
    renderLeftPanel((d) => void d.sections.languages.items.push({ ...language(""), description: "" }));
    expect(screen.getByRole("button", { name: fill(text.actions, { item: text.untitled }) })).toBeTruthy();
  });
});
