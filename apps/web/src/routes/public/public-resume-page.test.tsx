import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { artboardIdleValue, artboardReadyGlobal } from "@vitae/schema";
import { RouterProvider, createMemoryRouter, useLocation } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../api/query-client";
import { PublicLayout } from "../../layouts/public-layout";
import enUS from "../../locales/en-US.json";
import { type BrowserApi, fail, ok, startBrowserApi } from "../../test/browser-api";
import { buildResume, toJson } from "../../test/resume-fixture";
import { useToastStore } from "../../ui/toast/toast-store";
import { publicResumeLoader } from "./public-resume-loader";
import { PublicResumePage } from "./public-resume-page";

let api: BrowserApi;
beforeAll(async () => {
  api = await startBrowserApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  useToastStore.setState({ toasts: [] });
});

function Elsewhere() {
  return <p data-testid="elsewhere">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/:username/:slug",
        Component: PublicLayout,
        children: [{ index: true, loader: publicResumeLoader, Component: PublicResumePage }],
      },
      { path: "*", Component: Elsewhere },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { location: () => router.state.location.pathname };
}

const resume = buildResume({ title: "Grace's CV", slug: "cv", visibility: "public" });
resume.data.basics.name = "Grace Hopper";

async function openPublicPage() {
  api.on("GET /api/resume/public/grace/cv", ok(toJson(resume)));
  renderAt("/grace/cv");
  await screen.findByRole("heading", { level: 1, name: "Grace's CV" });
  const frame = screen.getByTitle(`Resume: ${resume.title}`) as HTMLIFrameElement;
  return frame;
}

/** A stand-in for the framed artboard's window, which happy-dom does not run. */
function fakeArtboard(frame: HTMLIFrameElement) {
  const stub = { postMessage: vi.fn(), print: vi.fn(), [artboardReadyGlobal]: artboardIdleValue };
  Object.defineProperty(frame, "contentWindow", { configurable: true, get: () => stub });
  return stub;
}

describe("the public resume loader", () => {
  it("redirects to / when the resume is missing or private (404)", async () => {
    api.on("GET /api/resume/public/grace/secret", fail(404, "ResumeNotFound"));
    const { location } = renderAt("/grace/secret");
    expect(await screen.findByTestId("elsewhere")).toBeTruthy();
    expect(location()).toBe("/");
    expect(api.calls.map((call) => call.path)).toEqual(["/api/resume/public/grace/secret"]);
  });

  it("redirects to / when the answer is not a resume", async () => {
    api.on("GET /api/resume/public/grace/cv", ok({ nope: true }));
    const { location } = renderAt("/grace/cv");
    await screen.findByTestId("elsewhere");
    expect(location()).toBe("/");
  });
});

describe("the public resume page", () => {
  it("frames the preview artboard at the page width and sends the resume once it listens", async () => {
    const frame = await openPublicPage();
    expect(document.title).toBe("Grace's CV");
    expect(frame.getAttribute("src")).toBe("/artboard/preview");
    expect(frame.style.width).toBe("793px");
    const artboard = fakeArtboard(frame);
    fireEvent.load(frame);
    expect(artboard.postMessage).toHaveBeenCalledWith({ type: "SET_RESUME", payload: resume.data }, window.location.origin);
    expect(screen.getByRole("link", { name: enUS.nav.backToVitae }).getAttribute("href")).toBe("/");
  });

  it("waits for the artboard's listener before sending", async () => {
    const frame = await openPublicPage();
    const artboard = fakeArtboard(frame);
    artboard[artboardReadyGlobal] = "";
    fireEvent.load(frame);
    expect(artboard.postMessage).not.toHaveBeenCalled();
    artboard[artboardReadyGlobal] = artboardIdleValue;
    await waitFor(() => expect(artboard.postMessage).toHaveBeenCalledTimes(1));
  });

  it("takes its height from PAGE_LOADED, from its own frame and origin only", async () => {
    const frame = await openPublicPage();
    const artboard = fakeArtboard(frame);
    const post = (data: unknown, origin = window.location.origin, source: unknown = artboard) =>
      window.dispatchEvent(new MessageEvent("message", { data, origin, source: source as Window }));
    expect(frame.style.height).toBe("1122px");
    post({ type: "PAGE_LOADED", width: 793, height: 3000 }, "https://evil.example");
    post({ type: "PAGE_LOADED", width: 793, height: 3000 }, window.location.origin, window);
    post({ type: "PAGE_LOADED", width: 793, height: "3000" });
    expect(frame.style.height).toBe("1122px");
    post({ type: "PAGE_LOADED", width: 793, height: 2244 });
    await waitFor(() => expect(frame.style.height).toBe("2244px"));
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
  });

  it("prints the artboard in the browser when the server has no browser", async () => {
    const frame = await openPublicPage();
    const artboard = fakeArtboard(frame);
    api.on("GET /api/resume/public/grace/cv/print", fail(503, "InvalidBrowserConnection"));
    const open = vi.spyOn(window, "open");
    fireEvent.click(screen.getByRole("button", { name: enUS.publicResume.download }));
    await waitFor(() => expect(artboard.print).toHaveBeenCalledTimes(1));
    expect(open).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it("says what went wrong when printing fails otherwise", async () => {
    const frame = await openPublicPage();
    const artboard = fakeArtboard(frame);
    api.on("GET /api/resume/public/grace/cv/print", fail(500, "ResumePrinterError"));
    fireEvent.click(screen.getByRole("button", { name: enUS.publicResume.download }));
    await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1));
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      variant: "error",
      title: enUS.publicResume.downloadFailed,
      description: enUS.errors.codes.ResumePrinterError,
    });
    expect(artboard.print).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: enUS.publicResume.download }).hasAttribute("disabled")).toBe(false);
  });
});
