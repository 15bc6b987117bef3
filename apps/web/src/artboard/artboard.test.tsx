import { sampleResume } from "@vitae/schema";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";

import { Artboard } from "./artboard";

describe("Artboard", () => {
  it("draws every layout page of the resume and nothing else", () => {
    const container = document.createElement("div");
    const root = createRoot(container);
    flushSync(() => root.render(<Artboard resume={sampleResume} mode="preview" onError={vi.fn()} />));
    expect(container.querySelectorAll(".artboard-preview [data-vitae-layout-page]")).toHaveLength(sampleResume.metadata.layout.length);
    expect(container.querySelector("[data-vitae-layout-page='0']")?.getAttribute("data-vitae-physical-pages")).toBe("1");
    root.unmount();
  });

  it("reports a template that throws before the synchronous render returns, and draws the next resume", () => {
    const container = document.createElement("div");
    const root = createRoot(container);
    const onError = vi.fn();
    const broken = structuredClone(sampleResume);
    Object.defineProperty(broken, "metadata", {
      get() {
        throw new Error("boom");
      },
    });
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    flushSync(() => root.render(<Artboard resume={broken} mode="preview" onError={onError} />));
    consoleError.mockRestore();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(container.querySelector("[data-vitae-layout-page]")).toBeNull();

    flushSync(() => root.render(<Artboard resume={sampleResume} mode="preview" onError={onError} />));
    expect(container.querySelector("[data-vitae-layout-page]")).not.toBeNull();
    root.unmount();
  });
});
