import { type ResumeData, artboardReadyGlobal, artboardResetGlobal, sampleResume } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";

import { type RunningArtboard, startArtboard } from "./start-artboard";

const origin = "http://localhost:3000";

/** A window stand-in: its own location and parent, and message events the test dispatches. */
function fakeWindow(path: string, framed = true) {
  const events = new EventTarget();
  const parent = { postMessage: vi.fn() };
  const win = {
    location: new URL(path, origin),
    document,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 0) as unknown as number,
    cancelAnimationFrame: (handle: number) => clearTimeout(handle),
  } as Record<string, unknown>;
  win.parent = framed ? parent : win;
  const post = (data: unknown, from = origin) => events.dispatchEvent(new MessageEvent("message", { data, origin: from }));
  return { win: win as unknown as Window, parent, post };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

let running: RunningArtboard | undefined;

afterEach(() => {
  running?.stop();
  running = undefined;
  delete document.documentElement.dataset.vitaeReady;
  document.body.replaceChildren();
});

type Fonts = NonNullable<Parameters<typeof startArtboard>[0]["fonts"]>;

function start(path: string, options: { framed?: boolean; images?: () => Promise<void>; fonts?: Fonts } = {}) {
  const { win, parent, post } = fakeWindow(path, options.framed);
  const container = document.createElement("div");
  document.body.append(container);
  const paginate = vi.fn();
  const loadFonts = vi.fn(async () => {});
  running = startArtboard({
    window: win,
    container,
    paginate,
    loadFonts,
    fonts: options.fonts ?? { load: vi.fn(async () => []), ready: Promise.resolve(document.fonts) },
    waitForImages: options.images ?? (async () => {}),
  });
  return { win, parent, post, container, paginate, loadFonts, running };
}

const state = () => document.documentElement.dataset.vitaeReady;

function named(name: string): ResumeData {
  const data = structuredClone(sampleResume);
  data.basics.name = name;
  return data;
}

describe("the artboard page", () => {
  it("announces that it listens, then renders a same-origin SET_RESUME and marks it ready", async () => {
    const images = deferred();
    const { win, post, container, paginate, loadFonts } = start("/artboard/preview", { images: () => images.promise });
    expect((win as unknown as Record<string, unknown>)[artboardReadyGlobal]).toBe("idle");
    expect(state()).toBeUndefined();

    post({ type: "SET_RESUME", payload: named("Ada Lovelace") });
    expect(state()).toBe("false");
    // Rendered synchronously, every layout page marked for the printer, and paginated at once.
    expect(container.querySelector(".vitae-name")?.textContent).toBe("Ada Lovelace");
    const pages = container.querySelectorAll("[data-vitae-layout-page]");
    expect([...pages].map((page) => page.getAttribute("data-vitae-layout-page"))).toEqual(
      sampleResume.metadata.layout.map((_, index) => String(index)),
    );
    expect(paginate).toHaveBeenCalledTimes(1);
    expect(paginate.mock.calls[0]![1]).toMatchObject({ pageHeight: 1122.515625, pageNumbers: true, breakLines: false });
    expect(loadFonts).toHaveBeenCalledTimes(1);

    await vi.waitFor(() => expect(paginate).toHaveBeenCalledTimes(1));
    expect(state()).toBe("false");
    images.resolve();
    await vi.waitFor(() => expect(state()).toBe("true"));
    // No font or picture arrived while waiting: the first pagination stands.
    expect(paginate).toHaveBeenCalledTimes(1);
  });

  it("paginates again when a font finished loading while it waited", async () => {
    const face = { status: "loading" } as FontFace;
    const fonts: Fonts = {
      load: vi.fn(async () => {
        (face as { status: FontFaceLoadStatus }).status = "loaded";
        return [face];
      }),
      ready: Promise.resolve(document.fonts),
      [Symbol.iterator]: () => [face][Symbol.iterator](),
    };
    const { post, paginate } = start("/artboard/preview", { fonts });
    post({ type: "SET_RESUME", payload: named("Ada") });
    await vi.waitFor(() => expect(state()).toBe("true"));
    expect(fonts.load).toHaveBeenCalled();
    expect(paginate).toHaveBeenCalledTimes(2);
  });

  it("ignores messages from another origin and anything that is not SET_RESUME", async () => {
    const { post, container, paginate } = start("/artboard/preview");
    post({ type: "SET_RESUME", payload: named("Mallory") }, "https://evil.example");
    post({ type: "PAGE_LOADED", width: 1, height: 1 });
    post("hello");
    await Promise.resolve();
    expect(state()).toBeUndefined();
    expect(container.textContent).toBe("");
    expect(paginate).not.toHaveBeenCalled();
  });

  it("renders nothing for an invalid payload and reports it, keeping the resume on screen", async () => {
    const { post, container } = start("/artboard/preview");
    post({ type: "SET_RESUME", payload: named("Ada") });
    await vi.waitFor(() => expect(state()).toBe("true"));
    post({ type: "SET_RESUME", payload: { basics: { name: "Broken" } } });
    expect(state()).toBe("error");
    expect(container.querySelector(".vitae-name")?.textContent).toBe("Ada");
  });

  it("draws a resume sent again unchanged only once, and anything that differs afresh", async () => {
    const { post, container, paginate } = start("/artboard/builder");
    post({ type: "SET_RESUME", payload: named("Ada") });
    await vi.waitFor(() => expect(state()).toBe("true"));
    expect(paginate).toHaveBeenCalledTimes(1);

    // A fresh copy of the same data (as every message is) changes nothing on screen.
    post({ type: "SET_RESUME", payload: named("Ada") });
    expect(state()).toBe("true");
    expect(paginate).toHaveBeenCalledTimes(1);

    // One changed item deep in a section, or another language, is drawn again.
    const changed = named("Ada");
    const experience = changed.sections.experience.items[0]!;
    experience.position = "Analyst of engines";
    post({ type: "SET_RESUME", payload: changed });
    expect(paginate).toHaveBeenCalledTimes(2);
    expect(container.textContent).toContain("Analyst of engines");
    post({ type: "SET_RESUME", payload: structuredClone(changed), locale: "de-DE" });
    expect(paginate).toHaveBeenCalledTimes(3);
    await vi.waitFor(() => expect(state()).toBe("true"));
  });

  it("draws the resume on screen again after a message that failed", async () => {
    const { post, container, paginate } = start("/artboard/builder");
    post({ type: "SET_RESUME", payload: named("Ada") });
    await vi.waitFor(() => expect(state()).toBe("true"));
    post({ type: "SET_RESUME", payload: { basics: { name: "Broken" } } });
    expect(state()).toBe("error");
    post({ type: "SET_RESUME", payload: named("Ada") });
    expect(paginate).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(state()).toBe("true"));
    expect(container.querySelector(".vitae-name")?.textContent).toBe("Ada");
  });

  it("updates in place for each new resume and ends ready for the latest", async () => {
    const { post, container } = start("/artboard/preview");
    post({ type: "SET_RESUME", payload: named("First") });
    const page = container.querySelector("[data-vitae-layout-page='0']");
    post({ type: "SET_RESUME", payload: named("Second") });
    await vi.waitFor(() => expect(state()).toBe("true"));
    expect(container.querySelector(".vitae-name")?.textContent).toBe("Second");
    expect(container.querySelector("[data-vitae-layout-page='0']")).toBe(page);
  });

  it("in the builder, draws break lines and answers PAGE_LOADED to its parent's origin after each layout", async () => {
    const { post, parent, paginate } = start("/artboard/builder");
    post({ type: "SET_RESUME", payload: named("Ada") });
    expect(paginate.mock.calls[0]![1]).toMatchObject({ breakLines: true });
    expect(parent.postMessage).toHaveBeenCalledWith({ type: "PAGE_LOADED", width: expect.any(Number), height: expect.any(Number) }, origin);
    await vi.waitFor(() => expect(state()).toBe("true"));
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
  });

  it("answers PAGE_LOADED in a framed preview (the public page) but posts nothing unframed (the printer)", async () => {
    const framed = start("/artboard/preview");
    framed.post({ type: "SET_RESUME", payload: named("Ada") });
    expect(framed.parent.postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: "PAGE_LOADED" }), origin);
    await vi.waitFor(() => expect(state()).toBe("true"));
    running?.stop();
    delete document.documentElement.dataset.vitaeReady;

    const { post, parent } = start("/artboard/preview", { framed: false });
    post({ type: "SET_RESUME", payload: named("Ada") });
    await vi.waitFor(() => expect(state()).toBe("true"));
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it("clears the page for the printer's next resume: no node, custom CSS or picture of the last one is left or reused", async () => {
    const { win, post, container } = start("/artboard/preview", { framed: false });
    const reset = (win as unknown as Record<string, unknown>)[artboardResetGlobal] as () => boolean;
    expect(typeof reset).toBe("function");

    const first = named("Ada");
    first.basics.picture.url = "/api/storage/user/resumes/a/picture-of-ada.webp";
    first.basics.picture.effects.hidden = false;
    first.metadata.css = { value: ".vitae-page { outline: 9px solid magenta }", visible: true };
    post({ type: "SET_RESUME", payload: first });
    await vi.waitFor(() => expect(state()).toBe("true"));
    const page = container.querySelector("[data-vitae-layout-page='0']");
    expect(container.querySelector(".vitae-custom-css")?.textContent).toContain("magenta");
    expect(container.innerHTML).toContain("picture-of-ada");

    expect(reset()).toBe(true);
    expect(container.childNodes).toHaveLength(0);
    expect(state()).toBeUndefined();
    expect((win as unknown as Record<string, unknown>)[artboardReadyGlobal]).toBe("idle");

    post({ type: "SET_RESUME", payload: named("Grace") });
    await vi.waitFor(() => expect(state()).toBe("true"));
    expect(container.querySelector(".vitae-name")?.textContent).toBe("Grace");
    // Built afresh: not the last resume's nodes updated in place.
    expect(container.querySelector("[data-vitae-layout-page='0']")).not.toBe(page);
    expect(container.querySelector(".vitae-custom-css")).toBeNull();
    expect(container.innerHTML).not.toContain("picture-of-ada");
    expect(container.textContent).not.toContain("Ada");
  });

  it("prints the template's own words in the language each SET_RESUME names, and forgets it on reset", async () => {
    const { win, post, container } = start("/artboard/preview", { framed: false });
    const label = () => container.querySelector("[data-vitae-layout-page='0']")?.getAttribute("data-vitae-page-label");
    post({ type: "SET_RESUME", payload: named("Ada"), locale: "de-DE" });
    await vi.waitFor(() => expect(state()).toBe("true"));
    expect(label()).toBe("Seite {page} von {total}");

    // The printer's next owner: another language in the same page.
    const reset = (win as unknown as Record<string, unknown>)[artboardResetGlobal] as () => boolean;
    expect(reset()).toBe(true);
    post({ type: "SET_RESUME", payload: named("Grace"), locale: "fr-FR" });
    await vi.waitFor(() => expect(state()).toBe("true"));
    expect(label()).toBe("Page {page} sur {total}");

    // None, or one we do not have: the page's own language (en-US here).
    reset();
    post({ type: "SET_RESUME", payload: named("Linus"), locale: "xx-XX" });
    await vi.waitFor(() => expect(state()).toBe("true"));
    expect(label()).toBe("Page {page} of {total}");
  });

  it("gives the page the resume's title and language (a PDF's title and language), and its own back on reset", async () => {
    document.title = "Vitae artboard";
    document.documentElement.lang = "en-US";
    const { win, post } = start("/artboard/print", { framed: false });
    const ada = named("Ada Lovelace");
    ada.basics.headline = "Analyst";
    post({ type: "SET_RESUME", payload: ada, locale: "de-DE" });
    await vi.waitFor(() => expect(state()).toBe("true"));
    expect(document.title).toBe("Ada Lovelace – Analyst");
    expect(document.documentElement.lang).toBe("de-DE");

    const reset = (win as unknown as Record<string, unknown>)[artboardResetGlobal] as () => boolean;
    expect(reset()).toBe(true);
    expect(document.title).toBe("Vitae artboard");
    expect(document.documentElement.lang).toBe("en-US");
  });

  it("lays the resume out in the direction its SET_RESUME names, left to right without one, and the page's own back on reset", async () => {
    document.documentElement.dir = "ltr";
    const { win, post } = start("/artboard/print", { framed: false });
    post({ type: "SET_RESUME", payload: named("Layla"), locale: "ar-SA", direction: "rtl" });
    await vi.waitFor(() => expect(state()).toBe("true"));
    expect(document.documentElement.dir).toBe("rtl");

    // The same resume in the other direction (the variant's language changed) is drawn afresh.
    post({ type: "SET_RESUME", payload: named("Layla"), locale: "ar-SA" });
    await vi.waitFor(() => expect(document.documentElement.dir).toBe("ltr"));

    post({ type: "SET_RESUME", payload: named("Layla"), locale: "ar-SA", direction: "rtl" });
    await vi.waitFor(() => expect(document.documentElement.dir).toBe("rtl"));
    const reset = (win as unknown as Record<string, unknown>)[artboardResetGlobal] as () => boolean;
    expect(reset()).toBe(true);
    expect(document.documentElement.dir).toBe("ltr");
  });
});

describe("the artboard's marks (SET_HIGHLIGHTS)", () => {
  /** A highlight registry on the fake window, as Chromium's CSS.highlights: the marked texts by name. */
  function withHighlights(win: Window) {
    const registry = new Map<string, Range[]>();
    Object.assign(win, {
      CSS: { highlights: { set: (name: string, ranges: Range[]) => registry.set(name, ranges), delete: (name: string) => registry.delete(name) } },
      Highlight: class extends Array<Range> {
        constructor(...ranges: Range[]) {
          super();
          this.push(...ranges);
        }
      },
    });
    return () => [...(registry.get("vitae-check") ?? [])].map((range) => range.toString());
  }

  it("marks the runs it is sent, marks them again after the next render, and clears them with an empty list", async () => {
    const { win, post } = fakeWindow("/artboard/builder");
    const marked = withHighlights(win);
    const container = document.createElement("div");
    document.body.append(container);
    running = startArtboard({ window: win, container, paginate: vi.fn(), loadFonts: async () => {}, waitForImages: async () => {} });

    post({ type: "SET_RESUME", payload: named("Ada Lovelace") });
    await vi.waitFor(() => expect(state()).toBe("true"));
    post({ type: "SET_HIGHLIGHTS", terms: ["ada lovelace"] });
    expect(marked()).toEqual(["Ada Lovelace"]);

    // A new render replaces the text the marks were on: they follow it.
    post({ type: "SET_RESUME", payload: named("Ada King, Ada Lovelace") });
    await vi.waitFor(() => expect(marked()).toEqual(["Ada Lovelace"]));
    expect(container.querySelector(".vitae-name")?.textContent).toBe("Ada King, Ada Lovelace");

    post({ type: "SET_HIGHLIGHTS", terms: [] });
    expect(marked()).toEqual([]);
    post({ type: "SET_HIGHLIGHTS", terms: ["Ada"] }, "https://evil.example");
    expect(marked()).toEqual([]);
  });
});
