import type * as ScrollInPanel from "@/builder/shell/scroll-in-panel";
import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createDefaultResumeData } from "@vitae/schema";
import { describe, expect, it, vi } from "vitest";
import enUS from "@/locales/en-US.json";
import { renderRoute } from "@/test/render-route";
import { buildResume } from "@/test/resume-fixture";
import { ada } from "@/test/user-fixture";
import { useBuilderStore } from "@/builder/store/builder-store";
import { LeftPanel } from "./left-panel";
import { LeftRail } from "./left-rail";

// The menu button is named by the name it shows, then what it is.
const userMenuName = new RegExp(`^${ada.name}\\W+${enUS.nav.userMenu}$`);

// The rails scroll their own panel only (scroll-in-panel.test.ts covers how); here, which section.
const scrolled = vi.hoisted((): string[] => []);
vi.mock("@/builder/shell/scroll-in-panel", async (importOriginal) => ({
  ...(await importOriginal<typeof ScrollInPanel>()),
  scrollToPanelSection: (id: string) => {
    scrolled.push(id);
    return document.getElementById(id);
  },
}));

const goTo = (section: string) => enUS.builderLeft.rail.goTo.replace("{{section}}", section);

function Builder() {
  return (
    <>
      <LeftRail />
      <LeftPanel />
    </>
  );
}

function renderRail() {
  const data = createDefaultResumeData();
  data.sections.experience.name = "Work";
  data.sections.custom.talks = { id: "talks", name: "Talks", columns: 1, visible: true, items: [] };
  useBuilderStore.getState().load(buildResume({ data }));
  return renderRoute(Builder, { path: "/builder/:id", at: "/builder/x", user: ada });
}

describe("LeftRail", () => {
  it("has a shortcut per section, named as the resume names it, that scrolls to it", async () => {
    scrolled.length = 0;
    renderRail();
    const user = userEvent.setup();
    const nav = screen.getByRole("navigation", { name: enUS.builderLeft.rail.label });
    expect(nav.querySelectorAll("button")).toHaveLength(15);
    await user.click(screen.getByRole("button", { name: goTo(enUS.builderLeft.basics.title) }));
    await user.click(screen.getByRole("button", { name: goTo("Work") }));
    await user.click(screen.getByRole("button", { name: goTo("Talks") }));
    expect(scrolled).toEqual(["builder-section-basics", "builder-section-experience", "builder-section-custom.talks"]);
  });

  it("links back to the dashboard and holds the user menu", async () => {
    const { location } = renderRail();
    expect(screen.getByRole("button", { name: userMenuName }).textContent).toBe(`${ada.name}, ${enUS.nav.userMenu}`);
    await userEvent.setup().click(screen.getByRole("link", { name: enUS.nav.backToDashboard }));
    expect(location()).toBe("/dashboard/resumes");
  });
});
