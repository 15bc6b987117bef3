import { act, screen, within } from "@testing-library/react";
import { defaultProject, withNewId } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { useDialogStore } from "@/ui/dialog-store";
import { renderLeftPanel } from "../../test/render-left-panel";

const text = enUS.builderLeft;

describe("LeftPanel", () => {
  it("lists basics, the sections in their order, custom sections and the add button", () => {
    renderLeftPanel((d) => {
      d.sections.custom.talks = { id: "talks", name: "Talks", columns: 1, visible: true, items: [] };
    });
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      text.basics.title,
      "Summary",
      "Profiles",
      "Experience",
      "Education",
      "Skills",
      "Languages",
      "Awards",
      "Certifications",
      "Interests",
      "Projects",
      "Publications",
      "Volunteering",
      "References",
      "Talks",
    ]);
    expect(document.getElementById("builder-section-custom.talks")).not.toBeNull();
    expect(document.getElementById("builder-section-basics")).not.toBeNull();
    expect(screen.getByRole("button", { name: text.addSection })).toBeTruthy();
  });

  it("shows the summary in a rich-text editor", () => {
    renderLeftPanel((d) => void (d.sections.summary.content = "<p>Hello <strong>world</strong></p>"));
    const editor = screen.getByRole("textbox", { name: "Summary" });
    expect(editor.innerHTML).toContain("<strong>world</strong>");
  });

  it("disables every editing control of a locked resume", () => {
    const project = { ...withNewId(defaultProject), name: "Engine", keywords: ["Maths"] };
    renderLeftPanel(
      (d) => {
        d.sections.projects.items.push(project);
        d.basics.customFields.push({ id: "field1", icon: "", name: "Zone", value: "CET" });
      },
      { locked: true },
    );
    const enabled = (elements: HTMLElement[]) =>
      elements.filter((element) => !(element as HTMLButtonElement | HTMLInputElement).disabled).map((element) => element.getAttribute("aria-label") ?? element.id);
    expect(enabled(screen.getAllByRole("textbox").filter((element) => element.tagName === "INPUT"))).toEqual([]);
    expect(enabled(screen.getAllByRole("button"))).toEqual([]);
    expect(screen.getByRole("textbox", { name: "Summary" }).getAttribute("contenteditable")).toBe("false");
    const projects = screen.getByRole("region", { name: "Projects" });
    expect(within(projects).getByRole("button", { name: /^Engine/ })).toHaveProperty("disabled", true);
  });

  it("keeps a dialog read-only on a locked resume", async () => {
    const project = { ...withNewId(defaultProject), name: "Engine", keywords: ["Maths"] };
    renderLeftPanel((d) => void d.sections.projects.items.push(project), { locked: true });
    act(() => useDialogStore.getState().open("projects", "update", project.id));
    const dialog = await screen.findByRole("dialog");
    expect((within(dialog).getByRole("textbox", { name: text.fields.name }) as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByRole("button", { name: enUS.common.saveChanges }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole("button", { name: /Maths/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
