import { vi } from "vitest";

/**
 * Test helper: replaces IntersectionObserver with one that reports every observed element as
 * near the viewport while `inView()` is true (happy-dom lays nothing out, so parts that load
 * when they come near view would never load). Restore with `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver(inView: () => boolean): void {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
      observe() {
        if (inView()) this.report([{ isIntersecting: true }]);
      }
      disconnect() {}
    },
  );
}
