import { screen, within } from "@testing-library/react";
import { defaultExperience, withNewId } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { useDialogStore } from "@/ui/dialog-store";
import { fill, renderLeftPanel } from "@/test/render-left-panel";

const text = enUS.builderLeft;

const acme = { ...withNewId(defaultExperience), company: "Acme", position: "Engineer", date: "2020 - Present" };

async function openMenuItem(user: ReturnType<typeof renderLeftPanel>["user"], item: string, action: string) {
  // With duplicates the first one is meant.
  await user.click(screen.getAllByRole("button", { name: fill(text.items.actions, { item }) })[0] as HTMLElement);
  await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: action }));
  return screen.findByRole("dialog");
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole("textbox", { name }) as HTMLInputElement;

describe("item dialogs of a built-in section (experience)", () => {
  it("create: requires the company, hints at a bad link, then appends the item and closes", async () => {
    const { user, data } = renderLeftPanel();
    await user.click(screen.getByRole("button", { name: fill(text.items.addTo, { section: "Experience" }) }));
    const dialog = await screen.findByRole("dialog", { name: fill(text.dialog.createTitle, { section: "Experience" }) });
    expect(useDialogStore.getState().dialog).toEqual({ name: "experience", mode: "create" });

    await user.click(within(dialog).getByRole("button", { name: text.dialog.create }));
    expect(await within(dialog).findByText(enUS.validation.required)).toBeTruthy();
    expect(field(dialog, text.fields.company).getAttribute("aria-invalid")).toBe("true");

    await user.type(field(dialog, text.fields.company), "Globex");
    await user.type(field(dialog, text.fields.position), "Designer");
    await user.type(field(dialog, text.fields.date), "2019 - 2021");
    await user.type(field(dialog, text.link.href), "not a url");
    await user.click(within(dialog).getByRole("button", { name: text.dialog.create }));
    expect(await within(dialog).findByText(enUS.validation.url)).toBeTruthy();
    expect(data().sections.experience.items).toHaveLength(0);

    await user.clear(field(dialog, text.link.href));
    await user.type(field(dialog, text.link.href), "https://globex.example");
    await user.click(within(dialog).getByRole("button", { name: text.dialog.create }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    const [item] = data().sections.experience.items;
    expect(item).toMatchObject({
      company: "Globex",
      position: "Designer",
      date: "2019 - 2021",
      url: { label: "", href: "https://globex.example" },
      visible: true,
    });
    expect(item?.id).toMatch(/^[a-z0-9]+$/);
    expect(useDialogStore.getState().dialog).toBeNull();
    expect(screen.getByRole("button", { name: "Globex Designer" })).toBeTruthy();
  });

  it("update: opens with the item's values from its title and replaces it under the same id", async () => {
    const { user, data } = renderLeftPanel((d) => void d.sections.experience.items.push(acme));
    await user.click(screen.getByRole("button", { name: /^Acme/ }));
    const dialog = await screen.findByRole("dialog", { name: fill(text.dialog.updateTitle, { section: "Experience" }) });
    expect(field(dialog, text.fields.company).value).toBe("Acme");
    await user.clear(field(dialog, text.fields.position));
    await user.type(field(dialog, text.fields.position), "Lead");
    await user.click(within(dialog).getByRole("button", { name: enUS.common.saveChanges }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(data().sections.experience.items).toEqual([{ ...acme, position: "Lead" }]);
  });

  it("duplicate: appends an edited copy with a new id", async () => {
    const { user, data } = renderLeftPanel((d) => void d.sections.experience.items.push(acme));
    const dialog = await openMenuItem(user, "Acme", text.items.duplicate);
    expect(within(dialog).getByRole("heading").textContent).toBe(fill(text.dialog.duplicateTitle, { section: "Experience" }));
    expect(field(dialog, text.fields.company).value).toBe("Acme");
    await user.type(field(dialog, text.fields.company), " II");
    await user.click(within(dialog).getByRole("button", { name: text.dialog.duplicate }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    const [original, copy] = data().sections.experience.items;
    expect(original).toEqual(acme);
    expect(copy).toMatchObject({ ...acme, company: "Acme II", id: expect.any(String) });
    expect(copy?.id).not.toBe(acme.id);
  });

  it("delete: asks first; cancel keeps the item, confirm removes it", async () => {
    const { user, data } = renderLeftPanel((d) => void d.sections.experience.items.push(acme));
    let dialog = await openMenuItem(user, "Acme", text.items.delete);
    expect(within(dialog).getByText(fill(text.dialog.deleteDescription, { item: "Acme", section: "Experience" }))).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: enUS.common.cancel }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(data().sections.experience.items).toHaveLength(1);

    dialog = await openMenuItem(user, "Acme", text.items.delete);
    await user.click(within(dialog).getByRole("button", { name: text.dialog.delete }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(data().sections.experience.items).toEqual([]);
  });

  it("shows one dialog at a time: opening another dialog closes it", async () => {
    const { user } = renderLeftPanel((d) => void d.sections.experience.items.push(acme));
    await user.click(screen.getByRole("button", { name: /^Acme/ }));
    await screen.findByRole("dialog");
    useDialogStore.getState().open("education", "create");
    expect(await screen.findByRole("dialog", { name: fill(text.dialog.createTitle, { section: "Education" }) })).toBeTruthy();
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
  });
});

describe("item dialogs of a custom section", () => {
  it("create, update, duplicate and delete work in the section the dialog was opened for", async () => {
    const { user, data } = renderLeftPanel();
    await user.click(screen.getByRole("button", { name: text.addSection }));
    const [id] = Object.keys(data().sections.custom);
    const key = `custom.${id}`;
    const items = () => data().sections.custom[id ?? ""]?.items ?? [];

    await user.click(screen.getByRole("button", { name: fill(text.items.addTo, { section: "Custom Section" }) }));
    let dialog = await screen.findByRole("dialog");
    expect(useDialogStore.getState().dialog).toEqual({ name: "custom", mode: "create", section: key });
    await user.type(field(dialog, text.fields.name), "Talk");
    await user.type(field(dialog, text.fields.description), "JSConf");
    await user.type(field(dialog, text.fields.location), "Berlin");
    await user.type(within(dialog).getByRole("textbox", { name: text.fields.keywords }), "speaking, web");
    await user.click(within(dialog).getByRole("button", { name: text.dialog.create }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(items()).toHaveLength(1);
    // The keyword still being typed ("web") was added on save.
    expect(items()[0]).toMatchObject({ name: "Talk", description: "JSConf", location: "Berlin", keywords: ["speaking", "web"] });

    await user.click(screen.getByRole("button", { name: /^Talk/ }));
    dialog = await screen.findByRole("dialog");
    await user.clear(field(dialog, text.fields.name));
    await user.type(field(dialog, text.fields.name), "Keynote");
    await user.click(within(dialog).getByRole("button", { name: enUS.common.saveChanges }));
    await expect.poll(() => items()[0]?.name).toBe("Keynote");

    dialog = await openMenuItem(user, "Keynote", text.items.duplicate);
    await user.click(within(dialog).getByRole("button", { name: text.dialog.duplicate }));
    await expect.poll(() => items()).toHaveLength(2);
    expect(items()[1]).toMatchObject({ name: "Keynote", keywords: ["speaking", "web"] });

    dialog = await openMenuItem(user, "Keynote", text.items.delete);
    await user.click(within(dialog).getByRole("button", { name: text.dialog.delete }));
    await expect.poll(() => items()).toHaveLength(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("item forms", () => {
  it("skills: the level starts at 0 (shown as Hidden) and moves with the arrow keys", async () => {
    const { user, data } = renderLeftPanel();
    await user.click(screen.getByRole("button", { name: fill(text.items.addTo, { section: "Skills" }) }));
    const dialog = await screen.findByRole("dialog");
    const slider = within(dialog).getByRole("slider", { name: text.fields.level });
    expect(slider.getAttribute("aria-valuenow")).toBe("0");
    expect(slider.getAttribute("aria-valuetext")).toBe(text.level.hidden);
    slider.focus();
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(slider.getAttribute("aria-valuetext")).toBe("3");
    await user.type(field(dialog, text.fields.name), "Web");
    await user.click(within(dialog).getByRole("button", { name: text.dialog.create }));
    await expect.poll(() => data().sections.skills.items[0]).toMatchObject({ name: "Web", level: 3, keywords: [] });
  });

  it("profiles: previews the icon slug and links to the icon catalogue", async () => {
    const { user } = renderLeftPanel();
    await user.click(screen.getByRole("button", { name: fill(text.items.addTo, { section: "Profiles" }) }));
    const dialog = await screen.findByRole("dialog");
    await user.type(field(dialog, text.fields.icon), "github");
    const preview = within(dialog).getByRole("img", { name: fill(text.profileIcon.preview, { slug: "github" }) });
    expect(preview.getAttribute("src")).toBe("/icons/github.svg");
    expect(within(dialog).getByRole("link", { name: text.profileIcon.catalogue }).getAttribute("href")).toBe("https://simpleicons.org");
    await user.click(within(dialog).getByRole("button", { name: text.dialog.create }));
    // Network and username are both required for a profile.
    expect(await within(dialog).findAllByText(enUS.validation.required)).toHaveLength(2);
  });
});
