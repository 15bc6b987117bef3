import { afterEach, beforeEach, vi } from "vitest";

/**
 * Every element is in view at once (an IntersectionObserver that reports each observed
 * element intersecting): parts that load as they come near the view load straight away.
 * Call at the top of a test file.
 */
export function stubInView(): void {
  beforeEach(() => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
        observe() {
          this.report([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());
}
