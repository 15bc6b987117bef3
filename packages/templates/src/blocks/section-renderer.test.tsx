import { type ResumeData, createDefaultResumeData, defaultExperience, withNewId } from "@vitae/schema";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ResumeDocument } from "../resume-document";
import { ResumeContext } from "../resume-context";
import { texts } from "../test/render";
import type { Entry } from "../section-entries";
import { SectionRenderer } from "./section-renderer";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A React root in the document that the test renders into again and again, as the artboard does. */
function mount() {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  cleanups.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { container, render: (element: React.ReactNode) => act(() => root.render(element)) };
}

function withExperience(...companies: string[]): ResumeData {
  const data = createDefaultResumeData();
  data.sections.experience.items = companies.map((company) => ({ ...withNewId(defaultExperience), company, position: "Engineer" }));
  return data;
}

describe("SectionRenderer re-rendering", () => {
  it("skips a section whose data is the same object, and draws a changed one afresh", () => {
    const { container, render } = mount();
    const drawn = vi.fn((entry: Entry) => entry.title);
    const show = (data: ResumeData) =>
      render(
        <ResumeContext.Provider value={data}>
          <SectionRenderer sectionKey="experience" renderEntry={drawn} />
        </ResumeContext.Provider>,
      );
    const first = withExperience("Acme", "Globex");
    show(first);
    expect(drawn).toHaveBeenCalledTimes(2);

    // Another part of the resume changed (a new resume object, the same section object).
    show({ ...first, basics: { ...first.basics, name: "Ada" } });
    expect(drawn).toHaveBeenCalledTimes(2);

    // The section changed: a new section object, drawn again with the new words.
    const [acme, globex] = first.sections.experience.items;
    const changed: ResumeData = {
      ...first,
      sections: {
        ...first.sections,
        experience: { ...first.sections.experience, name: "Work", items: [acme!, { ...globex!, company: "Initech" }] },
      },
    };
    show(changed);
    expect(drawn).toHaveBeenCalledTimes(4);
    expect(texts(container, ".vitae-section-heading")).toEqual(["Work"]);
    expect(container.textContent).toContain("Initech");
    expect(container.textContent).not.toContain("Globex");
  });

  it("keeps the whole document up to date through a run of edits anywhere in it", () => {
    const { container, render } = mount();
    let data = withExperience("Acme");
    render(<ResumeDocument data={data} />);
    for (const name of ["A", "Ad", "Ada"]) {
      data = { ...data, basics: { ...data.basics, name } };
      render(<ResumeDocument data={data} />);
      expect(texts(container, ".vitae-name")).toEqual([name]);
    }
    for (const company of ["I", "In", "Initech"]) {
      const experience = data.sections.experience;
      data = {
        ...data,
        sections: { ...data.sections, experience: { ...experience, items: [{ ...experience.items[0]!, company }] } },
      };
      render(<ResumeDocument data={data} />);
      expect(container.querySelector('[data-section="experience"]')?.textContent).toContain(company);
    }
    // A design change re-styles the page around sections that did not change, which stay.
    data = { ...data, metadata: { ...data.metadata, theme: { ...data.metadata.theme, primary: "#ff0000" } } };
    render(<ResumeDocument data={data} />);
    const page = container.querySelector<HTMLElement>(".vitae-page");
    expect(page?.style.getPropertyValue("--vitae-primary")).toBe("#ff0000");
    expect(page?.querySelector('[data-section="experience"]')?.textContent).toContain("Initech");
    expect(texts(container, ".vitae-name")).toEqual(["Ada"]);
  });
});
