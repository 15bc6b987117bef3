import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { artboardIdleValue, artboardReadyGlobal } from "@vitae/schema";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import enUS from "@/locales/en-US.json";
import { type BrowserApi, fail, ok, startBrowserApi } from "@/test/browser-api";
import { buildResume, toJson } from "@/test/resume-fixture";
import { PublicResumeApp } from "./public-resume-app";
import { type PublicStrings, loadPublicStrings } from "./public-strings";

let api: BrowserApi;
let strings: PublicStrings;
beforeAll(async () => {
  api = await startBrowserApi();
  ({ strings } = await loadPublicStrings("en-US"));
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const resume = buildResume({ title: "Grace's CV", slug: "cv", visibility: "public" });
resume.data.basics.name = "Grace Hopper";

function renderPage(slug = "cv", lang?: string) {
  render(<PublicResumeApp username="grace" slug={slug} lang={lang} locale="en-US" strings={strings} />);
}

/** The page for an address without a public resume: its heading and the link home. */
async function expectNotFound() {
  const heading = await screen.findByRole("heading", { level: 1, name: enUS.publicResume.notFoundTitle });
  expect(heading).toBeTruthy();
  expect(screen.getByRole("link", { name: enUS.publicResume.notFoundHome }).getAttribute("href")).toBe("/");
  // The title is set by an effect after the page renders.
  await waitFor(() => expect(document.title).toBe(enUS.publicResume.notFoundTitle));
}

/** The resume as the public call answers it: no owner id, and the owner's language. */
function publicJson(owner: { locale?: string } = {}) {
  const { userId: _userId, ...shown } = toJson(resume);
  return { ...shown, locale: "en-US", ...owner };
}

async function openPublicPage(owner: { locale?: string } = {}) {
  api.on("GET /api/resume/public/grace/cv", ok(publicJson(owner)));
  renderPage();
  await screen.findByRole("heading", { level: 1, name: "Grace's CV" });
  return screen.getByTitle(`Resume: ${resume.title}`) as HTMLIFrameElement;
}

/**
 * A stand-in for the framed artboard's window, which happy-dom does not run. It answers for
 * every iframe (on the prototype), so a frame that React or a re-render replaces still has it.
 */
function fakeArtboard() {
  // What reaches the artboard's message listener: the data and the origin it is sent as.
  const delivered = vi.fn<(data: unknown, origin: string) => void>();
  const stub = {
    MessageEvent,
    structuredClone,
    dispatchEvent: (event: Event) => {
      const message = event as MessageEvent;
      if (message.type === "message") delivered(message.data, message.origin);
      return true;
    },
    print: vi.fn(),
    [artboardReadyGlobal]: artboardIdleValue,
  };
  vi.spyOn(HTMLIFrameElement.prototype, "contentWindow", "get").mockReturnValue(stub as unknown as Window);
  return Object.assign(stub, { delivered });
}

describe("the public resume page", () => {
  it("says the resume does not exist or is not public (404), links home, and asks nothing more", async () => {
    api.on("GET /api/resume/public/grace/secret", fail(404, "ResumeNotFound"));
    renderPage("secret");
    await expectNotFound();
    expect(screen.queryByRole("button")).toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual(["/api/resume/public/grace/secret"]);
  });

  it("says the same when the answer is not a resume", async () => {
    api.on("GET /api/resume/public/grace/cv", ok({ nope: true }));
    renderPage();
    await expectNotFound();
  });

  it("says it is loading until the resume is there", async () => {
    let answer: (value: unknown) => void = () => {};
    api.on("GET /api/resume/public/grace/cv", () => new Promise((resolve) => (answer = () => resolve(ok(publicJson())))));
    renderPage();
    expect(screen.getByRole("status").textContent).toBe(enUS.common.loading);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    answer(null);
    await screen.findByRole("heading", { level: 1, name: "Grace's CV" });
  });

  it("frames the preview artboard at the page width and sends the resume once it listens", async () => {
    const artboard = fakeArtboard();
    const frame = await openPublicPage();
    await waitFor(() => expect(document.title).toBe("Grace's CV"));
    expect(frame.getAttribute("src")).toBe("/artboard/preview");
    expect(frame.style.width).toBe("793.6875px");
    fireEvent.load(frame);
    expect(artboard.delivered).toHaveBeenCalledWith({ type: "SET_RESUME", payload: resume.data, locale: "en-US" }, window.location.origin);
    expect(screen.getByRole("link", { name: enUS.nav.backToVitae }).getAttribute("href")).toBe("/");
  });

  it("has the frame print the template's own words in the owner's language, as the PDF does", async () => {
    const artboard = fakeArtboard();
    const frame = await openPublicPage({ locale: "de-DE" });
    fireEvent.load(frame);
    await waitFor(() =>
      expect(artboard.delivered).toHaveBeenCalledWith(
        { type: "SET_RESUME", payload: resume.data, locale: "de-DE" },
        window.location.origin,
      ),
    );
  });

  it("waits for the artboard's listener before sending", async () => {
    const artboard = fakeArtboard();
    artboard[artboardReadyGlobal] = "";
    const frame = await openPublicPage();
    fireEvent.load(frame);
    expect(artboard.delivered).not.toHaveBeenCalled();
    artboard[artboardReadyGlobal] = artboardIdleValue;
    await waitFor(() => expect(artboard.delivered).toHaveBeenCalledTimes(1));
  });

  it("takes its height from PAGE_LOADED, from its own frame and origin only", async () => {
    const artboard = fakeArtboard();
    const frame = await openPublicPage();
    const post = (data: unknown, origin = window.location.origin, source: unknown = artboard) =>
      window.dispatchEvent(new MessageEvent("message", { data, origin, source: source as Window }));
    expect(frame.style.height).toBe("1123px");
    const frameHeight = () => (screen.getByTitle(`Resume: ${resume.title}`) as HTMLIFrameElement).style.height;
    // The page listens from an effect, which a busy machine may run after the heading shows:
    // a first size, sent until it is taken, makes sure the refusals below are heard.
    await waitFor(() => {
      post({ type: "PAGE_LOADED", width: 793, height: 2000 });
      expect(frameHeight()).toBe("2000px");
    });
    // In act, so that a size wrongly taken would be rendered before the check.
    act(() => {
      post({ type: "PAGE_LOADED", width: 793, height: 3000 }, "https://evil.example");
      post({ type: "PAGE_LOADED", width: 793, height: 3000 }, window.location.origin, window);
      post({ type: "PAGE_LOADED", width: 793, height: "3000" });
    });
    expect(frameHeight()).toBe("2000px");
    post({ type: "PAGE_LOADED", width: 793, height: 2244 });
    await waitFor(() => expect(frameHeight()).toBe("2244px"));
  });

  it("downloads the PDF from the print address", async () => {
    await openPublicPage();
    const url = `${window.location.origin}/api/resume/public/grace/cv/file/abc.pdf`;
    let answer: (value: unknown) => void = () => {};
    api.on("GET /api/resume/public/grace/cv/print", () => new Promise((resolve) => (answer = () => resolve(ok({ url })))));
    const open = vi.spyOn(window, "open").mockReturnValue({ opener: window } as unknown as Window);
    fireEvent.click(screen.getByRole("button", { name: enUS.publicResume.download }));
    const busy = await screen.findByRole("button", { name: enUS.publicResume.downloading });
    expect(busy.hasAttribute("disabled")).toBe(true);
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe("/api/resume/public/grace/cv/print"));
    answer(null);
    await screen.findByRole("button", { name: enUS.publicResume.download });
    expect(open).toHaveBeenCalledWith(url, "_blank");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("prints the artboard in the browser when the server has no browser", async () => {
    const artboard = fakeArtboard();
    await openPublicPage();
    api.on("GET /api/resume/public/grace/cv/print", fail(503, "InvalidBrowserConnection"));
    const open = vi.spyOn(window, "open");
    fireEvent.click(screen.getByRole("button", { name: enUS.publicResume.download }));
    await waitFor(() => expect(artboard.print).toHaveBeenCalledTimes(1));
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says what went wrong when printing fails otherwise, in the catalogue's words", async () => {
    const artboard = fakeArtboard();
    await openPublicPage();
    api.on("GET /api/resume/public/grace/cv/print", fail(500, "ResumePrinterError"));
    fireEvent.click(screen.getByRole("button", { name: enUS.publicResume.download }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(enUS.publicResume.downloadFailed);
    expect(alert.textContent).toContain(enUS.errors.codes.ResumePrinterError);
    expect(artboard.print).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: enUS.publicResume.download }).hasAttribute("disabled")).toBe(false),
    );
  });

  it("offers no language switcher when the resume has no language alternates", async () => {
    await openPublicPage();
    expect(screen.queryByRole("navigation", { name: enUS.publicResume.languages })).toBeNull();
    expect(document.documentElement.lang).toBe("en-US");
  });
});

describe("the public resume page in several languages", () => {
  const alternates = [
    { locale: "en-US", slug: "cv", master: true },
    { locale: "de-DE", slug: "cv-de", master: false },
    { locale: "ar-SA", slug: "cv-ar", master: false },
  ];
  const german = { ...publicJson(), slug: "cv-de", title: "Lebenslauf", language: "de-DE", locale: "de-DE", alternates };

  it("asks for the ?lang= of its address and links every language, the shown one marked", async () => {
    api.on("GET /api/resume/public/grace/cv", ok(german));
    renderPage("cv", "de-DE");
    const heading = await screen.findByRole("heading", { level: 1, name: "Lebenslauf" });
    expect(heading.getAttribute("lang")).toBe("de-DE");
    expect(api.calls[0]?.path).toBe("/api/resume/public/grace/cv?lang=de-DE");
    // The document is in the resume's language, the page's own words in the visitor's.
    await waitFor(() => expect(document.documentElement.lang).toBe("de-DE"));
    expect(screen.getByRole("button", { name: enUS.publicResume.download }).closest("[lang]")?.getAttribute("lang")).toBe("en-US");

    const nav = screen.getByRole("navigation", { name: enUS.publicResume.languages });
    const links = Array.from(nav.querySelectorAll("a"));
    expect(links.map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("hreflang"), link.getAttribute("lang")])).toEqual([
      ["English", "/grace/cv?lang=en-US", "en-US", "en-US"],
      ["Deutsch", "/grace/cv?lang=de-DE", "de-DE", "de-DE"],
      ["العربية", "/grace/cv?lang=ar-SA", "ar-SA", "ar-SA"],
    ]);
    expect(links.map((link) => link.getAttribute("aria-current"))).toEqual([null, "page", null]);
    // A right-to-left name reads right to left inside a left-to-right page.
    expect(links.map((link) => link.getAttribute("dir"))).toEqual(["ltr", "ltr", "rtl"]);
  });

  it("prints the language shown, even when the browser's languages chose it", async () => {
    api.on("GET /api/resume/public/grace/cv", ok(german));
    renderPage();
    await screen.findByRole("heading", { level: 1, name: "Lebenslauf" });
    expect(api.calls[0]?.path).toBe("/api/resume/public/grace/cv");
    const url = `${window.location.origin}/api/resume/public/grace/cv-de/file/abc.pdf`;
    api.on("GET /api/resume/public/grace/cv/print", ok({ url }));
    const open = vi.spyOn(window, "open").mockReturnValue({ opener: window } as unknown as Window);
    fireEvent.click(screen.getByRole("button", { name: enUS.publicResume.download }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(url, "_blank"));
    expect(api.calls.at(-1)?.path).toBe("/api/resume/public/grace/cv/print?lang=de-DE");
  });
});
