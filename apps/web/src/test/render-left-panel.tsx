import { render } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { type ResumeData, createDefaultResumeData } from "@vitae/schema";
import { vi } from "vitest";
import type { VersionedResume } from "@/api/resume-api";
import { buildResume } from "./resume-fixture";
import { useDialogStore } from "@/ui/dialog-store";
import { useBuilderStore } from "@/builder/store/builder-store";
import { LeftPanel } from "../builder/left/left-panel";

/**
 * Test helper: loads a resume (default data changed by `change`) into the builder store and
 * renders the left panel over it. `data()` reads the store as the panel left it.
 */
export function renderLeftPanel(change: (data: ResumeData) => void = () => {}, overrides: Partial<VersionedResume> = {}) {
  const data = createDefaultResumeData();
  change(data);
  useDialogStore.setState({ dialog: null });
  useBuilderStore.getState().load(buildResume({ ...overrides, data }));
  const user = userEvent.setup();
  const view = render(<LeftPanel />);
  const current = () => {
    const state = useBuilderStore.getState().data;
    if (!state) throw new Error("No resume is loaded");
    return state;
  };
  return { ...view, user, data: current };
}

/** A catalogue text with its {{placeholders}} filled, as i18next shows it. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));
}

/*
 * happy-dom lays nothing out, so every box is empty and dnd-kit's keyboard sensor would find
 * no row below another. This gives each list row a 40 px tall box, 48 px apart, by its place
 * in its list (restored after the test by vitest's restoreMocks).
 */
export function layOutListRows() {
  return vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const row = this.closest("li");
    const top = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) * 48 : 0;
    return { x: 0, y: top, top, left: 0, width: 300, height: 40, right: 300, bottom: top + 40, toJSON: () => ({}) } as DOMRect;
  });
}
