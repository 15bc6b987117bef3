import { afterEach, describe, expect, it, vi } from "vitest";
import { panelScrollAttribute, scrollToPanelSection } from "./scroll-in-panel";

function place(element: HTMLElement, top: number) {
  element.getBoundingClientRect = () => ({ top, bottom: top + 10, left: 0, right: 0, width: 0, height: 10, x: 0, y: top, toJSON: () => ({}) });
}

describe("scrollToPanelSection", () => {
  afterEach(() => document.body.replaceChildren());

  it("scrolls only the panel the section sits in, to the section's top", () => {
    document.body.innerHTML = `<div id="shell"><div ${panelScrollAttribute}><section id="target"></section></div></div>`;
    const panel = document.querySelector<HTMLElement>(`[${panelScrollAttribute}]`)!;
    const shell = document.getElementById("shell")!;
    panel.scrollTop = 100;
    place(panel, 48);
    place(document.getElementById("target")!, 348);
    panel.scrollTo = vi.fn() as typeof panel.scrollTo;
    shell.scrollTo = vi.fn() as typeof shell.scrollTo;
    window.scrollTo = vi.fn() as typeof window.scrollTo;

    scrollToPanelSection("target");

    expect(panel.scrollTo).toHaveBeenCalledWith({ top: 400, behavior: "auto" });
    expect(shell.scrollTo).not.toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("does nothing for an element outside any panel or one that is missing", () => {
    document.body.innerHTML = `<section id="loose"></section>`;
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    expect(scrollToPanelSection("loose")).not.toBeNull();
    expect(scrollToPanelSection("missing")).toBeNull();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
