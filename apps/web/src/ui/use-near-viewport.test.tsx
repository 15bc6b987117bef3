import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { type NearViewportOptions, useNearViewport } from "./use-near-viewport";

function Probe(options: NearViewportOptions) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, "200px", options);
  return <div ref={ref}>{near ? "near" : "far"}</div>;
}

/** A stand-in IntersectionObserver that records its options and reports on demand. */
function stubObserver() {
  const observed: { options: IntersectionObserverInit | undefined; report: (intersecting: boolean) => void }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void, options?: IntersectionObserverInit) {
        observed.push({ options, report: (isIntersecting) => callback([{ isIntersecting }]) });
      }
      observe() {}
      disconnect() {}
    },
  );
  return observed;
}

describe("useNearViewport", () => {
  it("is true at once without IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Probe />);
    expect(screen.getByText("near")).toBeTruthy();
  });

  it("turns true once the element intersects the margin-widened window, and stays so", () => {
    const observed = stubObserver();
    render(<Probe />);
    expect(screen.getByText("far")).toBeTruthy();
    expect(observed[0]?.options).toEqual({ rootMargin: "200px", root: null });
    act(() => observed[0]?.report(false));
    expect(screen.getByText("far")).toBeTruthy();
    act(() => observed[0]?.report(true));
    expect(screen.getByText("near")).toBeTruthy();
  });

  it("measures against the nearest scrolling ancestor when asked", () => {
    const observed = stubObserver();
    render(
      <div data-testid="panel" style={{ overflowY: "auto" }}>
        <div>
          <Probe withinScrollParent />
        </div>
      </div>,
    );
    expect(observed[0]?.options?.root).toBe(screen.getByTestId("panel"));
  });
});
