import { type ResumeData, createDefaultResumeData } from "@vitae/schema";
import { describe, expect, it, vi } from "vitest";

import { type ArtboardEnvironment, createArtboardController } from "./artboard-controller";

/** A promise with its resolve function, to hold a step of the life cycle open. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function resume(name: string): ResumeData {
  const data = createDefaultResumeData();
  data.basics.name = name;
  return data;
}

function environment(overrides: Partial<ArtboardEnvironment> = {}) {
  const documentElement = document.createElement("html");
  const steps: string[] = [];
  const env: ArtboardEnvironment = {
    documentElement,
    render: vi.fn((data: ResumeData) => {
      steps.push(`render ${data.basics.name}`);
      return true;
    }),
    paginate: vi.fn((data: ResumeData) => void steps.push(`paginate ${data.basics.name}`)),
    loadFonts: vi.fn(async () => void steps.push("fonts css")),
    waitForFonts: vi.fn(async () => void steps.push("fonts ready")),
    waitForImages: vi.fn(async () => void steps.push("images")),
    onLayout: vi.fn(() => void steps.push("layout")),
    ...overrides,
  };
  const state = () => documentElement.dataset.vitaeReady;
  return { env, steps, state };
}

describe("artboard controller", () => {
  it("marks the document not ready, renders, paginates, waits for fonts and images, paginates again, then marks it ready", async () => {
    const fonts = deferred();
    const images = deferred();
    const { env, steps, state } = environment({
      waitForFonts: vi.fn(() => fonts.promise),
      waitForImages: vi.fn(() => images.promise),
    });
    const controller = createArtboardController(env);
    const shown = controller.show(resume("Ada"));
    expect(state()).toBe("false");
    // Rendered and paginated synchronously: the first paint is already paginated.
    expect(steps).toEqual(["fonts css", "render Ada", "paginate Ada", "layout"]);
    await vi.waitFor(() => expect(env.waitForFonts).toHaveBeenCalled());
    expect(state()).toBe("false");
    fonts.resolve();
    await vi.waitFor(() => expect(env.waitForImages).toHaveBeenCalled());
    expect(state()).toBe("false");
    images.resolve();
    await shown;
    expect(state()).toBe("true");
    expect(steps.slice(-2)).toEqual(["paginate Ada", "layout"]);
    expect(controller.current()?.basics.name).toBe("Ada");
  });

  it("skips the second pagination when no font or image arrived while it waited", async () => {
    let signature = "fonts:1 images:0";
    const { env, state } = environment({ settledSignature: () => signature });
    const controller = createArtboardController(env);
    await controller.show(resume("Ada"));
    expect(state()).toBe("true");
    expect(env.paginate).toHaveBeenCalledTimes(1);

    vi.mocked(env.paginate).mockClear();
    vi.mocked(env.waitForImages).mockImplementationOnce(async () => {
      signature = "fonts:1 images:1";
    });
    await controller.show(resume("Ada"));
    expect(env.paginate).toHaveBeenCalledTimes(2);
  });

  it("lets only the latest resume mark the document ready", async () => {
    const first = deferred();
    const waits = [first.promise, Promise.resolve()];
    const { env, state } = environment({ waitForImages: vi.fn(() => waits.shift() ?? Promise.resolve()) });
    const controller = createArtboardController(env);
    const older = controller.show(resume("Old"));
    await vi.waitFor(() => expect(env.waitForImages).toHaveBeenCalledTimes(1));
    const newer = controller.show(resume("New"));
    expect(state()).toBe("false");
    await newer;
    expect(state()).toBe("true");
    // The older render finishing late neither paginates nor touches the state again.
    const paginations = vi.mocked(env.paginate).mock.calls.length;
    env.documentElement.dataset.vitaeReady = "sentinel";
    first.resolve();
    await older;
    expect(state()).toBe("sentinel");
    expect(vi.mocked(env.paginate).mock.calls.length).toBe(paginations);
  });

  it("still becomes ready when fonts or images fail to load", async () => {
    const { env, state } = environment({
      loadFonts: vi.fn(() => Promise.reject(new Error("no font"))),
      waitForFonts: vi.fn(() => Promise.reject(new Error("font failed"))),
      waitForImages: vi.fn(() => Promise.reject(new Error("image failed"))),
    });
    await createArtboardController(env).show(resume("Ada"));
    expect(state()).toBe("true");
  });

  it("reports a render that fails as an error and does not paginate", async () => {
    const { env, state } = environment({ render: vi.fn(() => false) });
    await createArtboardController(env).show(resume("Ada"));
    expect(state()).toBe("error");
    expect(env.paginate).not.toHaveBeenCalled();

    const throwing = environment({
      render: vi.fn(() => {
        throw new Error("boom");
      }),
    });
    await createArtboardController(throwing.env).show(resume("Ada"));
    expect(throwing.state()).toBe("error");
  });

  it("reports an invalid message as an error, superseding a render in flight", async () => {
    const fonts = deferred();
    const { env, state } = environment({ waitForFonts: vi.fn(() => fonts.promise) });
    const controller = createArtboardController(env);
    const shown = controller.show(resume("Ada"));
    controller.reject();
    expect(state()).toBe("error");
    fonts.resolve();
    await shown;
    expect(state()).toBe("error");
  });

  it("lays the current resume out again on request, and nothing before one is shown", async () => {
    const { env } = environment();
    const controller = createArtboardController(env);
    controller.relayout();
    expect(env.paginate).not.toHaveBeenCalled();
    await controller.show(resume("Ada"));
    vi.mocked(env.paginate).mockClear();
    controller.relayout();
    expect(env.paginate).toHaveBeenCalledTimes(1);
    expect(env.onLayout).toHaveBeenCalled();
  });

  it("clears the resume for the printer's next one, abandoning a render in flight", async () => {
    const images = deferred();
    const clear = vi.fn(() => true);
    const { env, state } = environment({ waitForImages: vi.fn(() => images.promise), clear });
    const controller = createArtboardController(env);
    const shown = controller.show(resume("Ada"));
    expect(controller.clear()).toBe(true);
    expect(clear).toHaveBeenCalledTimes(1);
    expect(state()).toBeUndefined();
    expect(controller.current()).toBeNull();
    images.resolve();
    await shown;
    // The abandoned render never marks the cleared page ready, nor lays it out again.
    expect(state()).toBeUndefined();
    vi.mocked(env.paginate).mockClear();
    controller.relayout();
    expect(env.paginate).not.toHaveBeenCalled();
  });

  it("cannot vouch for a clear without a way to clear the page", () => {
    const { env } = environment();
    expect(createArtboardController(env).clear()).toBe(false);
  });

  it("lays out again on request only when a font or picture arrived since the last layout", async () => {
    let signature = "0:0";
    const { env } = environment({ settledSignature: () => signature });
    const controller = createArtboardController(env);
    await controller.show(resume("Ada"));
    vi.mocked(env.paginate).mockClear();
    // The event the render already waited for: nothing moved, the pages stay as reported ready.
    controller.relayout();
    expect(env.paginate).not.toHaveBeenCalled();
    signature = "1:0";
    controller.relayout();
    expect(env.paginate).toHaveBeenCalledTimes(1);
    controller.relayout();
    expect(env.paginate).toHaveBeenCalledTimes(1);
  });
});
