import { screen, within } from "@testing-library/react";
import { createCustomSection, defaultSkill, withNewId } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { undo } from "@/builder/store/builder-store";
import { fill, renderLeftPanel } from "@/test/render-left-panel";

const text = enUS.builderLeft.section;

type User = ReturnType<typeof renderLeftPanel>["user"];

async function openOptions(user: User, name: string) {
  await user.click(screen.getByRole("button", { name: fill(text.options, { name }) }));
  return screen.findByRole("menu");
}

const skill = { ...withNewId(defaultSkill), name: "Web" };

describe("section actions", () => {
  it("toggles a section's visibility", async () => {
    const { user, data } = renderLeftPanel();
    await user.click(screen.getByRole("button", { name: fill(text.hide, { name: "Experience" }) }));
    expect(data().sections.experience.visible).toBe(false);
    await user.click(screen.getByRole("button", { name: fill(text.show, { name: "Experience" }) }));
    expect(data().sections.experience.visible).toBe(true);
  });

  it("renames a section with Enter, keeps the name on Escape or when emptied, and resets it", async () => {
    const { user, data } = renderLeftPanel();
    await user.click(within(await openOptions(user, "Experience")).getByRole("menuitem", { name: text.rename }));
    const input = screen.getByRole("textbox", { name: text.nameLabel });
    await expect.poll(() => document.activeElement).toBe(input);
    await user.clear(input);
    await user.type(input, "Work history{Enter}");
    expect(data().sections.experience.name).toBe("Work history");
    expect(screen.getByRole("heading", { name: "Work history" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: text.nameLabel })).toBeNull();

    await user.click(within(await openOptions(user, "Work history")).getByRole("menuitem", { name: text.rename }));
    await user.type(screen.getByRole("textbox", { name: text.nameLabel }), " ignored{Escape}");
    expect(data().sections.experience.name).toBe("Work history");

    await user.click(within(await openOptions(user, "Work history")).getByRole("menuitem", { name: text.rename }));
    await user.clear(screen.getByRole("textbox", { name: text.nameLabel }));
    await user.keyboard("{Enter}");
    expect(data().sections.experience.name).toBe("Work history");

    const menu = await openOptions(user, "Work history");
    await user.click(within(menu).getByRole("menuitem", { name: fill(text.resetName, { name: "Experience" }) }));
    expect(data().sections.experience.name).toBe("Experience");
    const again = await openOptions(user, "Experience");
    expect(within(again).getByRole("menuitem", { name: fill(text.resetName, { name: "Experience" }) }).getAttribute("aria-disabled")).toBe("true");
  });

  it("sets the columns from 1 to 5, the summary included", async () => {
    const { user, data } = renderLeftPanel();
    let menu = await openOptions(user, "Skills");
    const choices = [1, 2, 3, 4, 5].map((count) => fill(count === 1 ? text.columnCount_one : text.columnCount_other, { count }));
    expect(within(menu).getAllByRole("menuitemradio")).toEqual(
      choices.map((name) => within(menu).getByRole("menuitemradio", { name })),
    );
    expect(within(menu).getByRole("menuitemradio", { name: "1 column" }).getAttribute("aria-checked")).toBe("true");
    await user.click(within(menu).getByRole("menuitemradio", { name: "3 columns" }));
    expect(data().sections.skills.columns).toBe(3);

    menu = await openOptions(user, "Summary");
    await user.click(within(menu).getByRole("menuitemradio", { name: "2 columns" }));
    expect(data().sections.summary.columns).toBe(2);
  });

  it("sets a section's page breaks from its menu: keep together, start on a new page", async () => {
    const { user, data } = renderLeftPanel();
    let menu = await openOptions(user, "Experience");
    const group = within(menu).getByRole("group", { name: text.pageBreaks });
    const keep = within(group).getByRole("menuitemcheckbox", { name: text.keepTogether });
    expect(keep.getAttribute("aria-checked")).toBe("false");
    expect(within(group).getByRole("menuitemcheckbox", { name: text.startOnNewPage }).getAttribute("aria-checked")).toBe("false");
    await user.click(keep);
    expect(data().sections.experience.keepTogether).toBe(true);
    expect(data().sections.experience).not.toHaveProperty("startOnNewPage");

    menu = await openOptions(user, "Experience");
    expect(within(menu).getByRole("menuitemcheckbox", { name: text.keepTogether }).getAttribute("aria-checked")).toBe("true");
    await user.click(within(menu).getByRole("menuitemcheckbox", { name: text.keepTogether }));
    // Off leaves the section as it was stored before: no field at all.
    expect(data().sections.experience).not.toHaveProperty("keepTogether");
    undo();
    expect(data().sections.experience.keepTogether).toBe(true);
  });

  it("reaches the page-break choices with the keyboard alone", async () => {
    const { user, data } = renderLeftPanel();
    screen.getByRole("button", { name: fill(text.options, { name: "Summary" }) }).focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    const target = within(menu).getByRole("menuitemcheckbox", { name: text.startOnNewPage });
    // Down the menu from its first item until the choice has the focus, then Space.
    for (let step = 0; step < 20 && document.activeElement !== target; step++) await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(target);
    await user.keyboard(" ");
    expect(data().sections.summary.startOnNewPage).toBe(true);
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("shows a section's stored page breaks, custom sections included", async () => {
    const { user } = renderLeftPanel((d) => {
      d.sections.custom.talks = { ...createCustomSection("Talks"), id: "talks", startOnNewPage: true };
      d.metadata.layout[0]![0]!.push("custom.talks");
    });
    const menu = await openOptions(user, "Talks");
    expect(within(menu).getByRole("menuitemcheckbox", { name: text.startOnNewPage }).getAttribute("aria-checked")).toBe("true");
    expect(within(menu).getByRole("menuitemcheckbox", { name: text.keepTogether }).getAttribute("aria-checked")).toBe("false");
  });

  it("clears all items of a section that has some, as one undoable step", async () => {
    const { user, data } = renderLeftPanel((d) => void d.sections.skills.items.push(skill, { ...skill, id: withNewId(skill).id }));
    const empty = await openOptions(user, "Awards");
    expect(within(empty).getByRole("menuitem", { name: text.clear }).getAttribute("aria-disabled")).toBe("true");
    await user.keyboard("{Escape}");

    await user.click(within(await openOptions(user, "Skills")).getByRole("menuitem", { name: text.clear }));
    expect(data().sections.skills.items).toEqual([]);
    undo();
    expect(data().sections.skills.items).toHaveLength(2);

    const summary = await openOptions(user, "Summary");
    expect(within(summary).queryByRole("menuitem", { name: text.clear })).toBeNull();
    expect(within(summary).queryByRole("menuitem", { name: text.delete })).toBeNull();
  });

  it("adds custom sections to the last page and deletes only those", async () => {
    const { user, data } = renderLeftPanel((d) => void d.metadata.layout.push([[], []]));
    expect(within(await openOptions(user, "Experience")).queryByRole("menuitem", { name: text.delete })).toBeNull();
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: enUS.builderLeft.addSection }));
    const [id] = Object.keys(data().sections.custom);
    expect(data().metadata.layout[1]?.[0]).toEqual([`custom.${id}`]);
    expect(screen.getByRole("heading", { name: "Custom Section" })).toBeTruthy();

    await user.click(within(await openOptions(user, "Custom Section")).getByRole("menuitem", { name: text.rename }));
    await user.clear(screen.getByRole("textbox", { name: text.nameLabel }));
    await user.type(screen.getByRole("textbox", { name: text.nameLabel }), "Talks{Enter}");
    expect(data().sections.custom[id ?? ""]?.name).toBe("Talks");

    await user.click(within(await openOptions(user, "Talks")).getByRole("menuitem", { name: text.delete }));
    expect(data().sections.custom).toEqual({});
    expect(data().metadata.layout[1]?.[0]).toEqual([]);
    expect(screen.queryByRole("heading", { name: "Talks" })).toBeNull();
  });
});
