import { act, screen, waitFor, within } from "@testing-library/react";
import { createId, defaultSectionItems } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { fail, ok, withTestApi } from "@/test/browser-api";
import { fill } from "@/test/render-left-panel";
import { renderCheck, sampleReport } from "@/test/render-check";
import { usePreviewHighlightsStore } from "@/builder/preview/preview-highlights-store";
import { useBuilderModeStore } from "@/builder/shell/builder-mode-store";
import { useBuilderStore } from "@/builder/store/builder-store";
import { useToastStore } from "@/ui/toast/toast-store";

const text = enUS.check;
const server = withTestApi();

const checkRoute = (id: string) => `POST /api/resume/${id}/check`;
const marks = () => usePreviewHighlightsStore.getState().terms;

describe("Check mode: running the check", () => {
  it("starts empty, runs on demand and shows the score, the findings by severity and the passes folded", async () => {
    const { user, resume } = renderCheck();
    expect(screen.getByText(text.empty)).toBeTruthy();
    server.on(checkRoute(resume.id), ok(sampleReport()));

    await user.click(screen.getByRole("button", { name: text.run }));

    expect((await screen.findByTestId("check-score")).textContent).toContain("62");
    expect(server.calls).toEqual([{ method: "POST", path: `/api/resume/${resume.id}/check`, body: {} }]);
    expect(screen.getByTestId("check-status").textContent).toContain(fill(text.finished, { score: 62 }));

    const failures = screen.getByTestId("check-group-fail");
    expect(within(failures).getByRole("heading").textContent).toContain(`${text.groups.fail} (1)`);
    expect(within(failures).getByText("The email address is not in the PDF's text.")).toBeTruthy();
    expect(within(failures).getByText("Page 1 reads: Ada Lovelace, London")).toBeTruthy();
    expect(within(failures).getByText("Add your email address to the basics.")).toBeTruthy();
    expect(within(screen.getByTestId("check-group-warn")).getByText("A heading is not a standard one.")).toBeTruthy();

    const passes = screen.getByTestId("check-group-pass");
    expect(passes.hasAttribute("open")).toBe(false);
    expect(passes.querySelector("summary")?.textContent).toBe(`${text.groups.pass} (1)`);
    // Failures come before warnings, warnings before passes.
    const order = screen.getAllByTestId(/^check-group-/).map((group) => group.dataset.testid);
    expect(order).toEqual(["check-group-fail", "check-group-warn", "check-group-pass"]);
    expect(screen.getByRole("button", { name: text.rerun })).toBeTruthy();
  });

  it("sends the pasted job description with the check", async () => {
    const { user, resume } = renderCheck();
    server.on(checkRoute(resume.id), ok(sampleReport()));
    await user.type(screen.getByLabelText(text.jobDescription), "We need TypeScript and Kubernetes.");
    await user.click(screen.getByRole("button", { name: text.run }));
    await screen.findByTestId("check-score");
    expect(server.calls[0]?.body).toEqual({ jobDescription: "We need TypeScript and Kubernetes." });
  });

  it("tells a rate limit apart from other failures, and clears the error on the next run", async () => {
    const { user, resume } = renderCheck();
    server.on(checkRoute(resume.id), fail(429, "TooManyRequests"));
    await user.click(screen.getByRole("button", { name: text.run }));
    expect((await screen.findByRole("alert")).textContent).toContain(text.errors.rateLimited);

    server.on(checkRoute(resume.id), fail(500, "ResumePrinterError"));
    await user.click(screen.getByRole("button", { name: text.run }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain(enUS.errors.codes.ResumePrinterError));

    server.on(checkRoute(resume.id), ok(sampleReport()));
    await user.click(screen.getByRole("button", { name: text.run }));
    await screen.findByTestId("check-score");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says when the resume changed since the report", async () => {
    const { user, resume } = renderCheck();
    server.on(checkRoute(resume.id), ok(sampleReport()));
    await user.click(screen.getByRole("button", { name: text.run }));
    await screen.findByTestId("check-score");
    expect(screen.queryByText(text.outdated)).toBeNull();
    act(() => useBuilderStore.getState().edit((data) => void (data.basics.email = "ada@example.com")));
    expect(screen.getByText(text.outdated)).toBeTruthy();
  });
});

describe("Check mode: marks in the preview", () => {
  it("marks every failing and warning finding's runs, or one finding's while it is chosen, and clears them on leaving", async () => {
    const { user, resume, unmount } = renderCheck();
    server.on(checkRoute(resume.id), ok(sampleReport()));
    await user.click(screen.getByRole("button", { name: text.run }));
    await screen.findByTestId("check-score");
    expect(marks()).toEqual(["Ada Lovelace", "Talks"]);

    const warning = screen.getByTestId("check-group-warn");
    const show = within(warning).getByRole("button", { name: text.showInPreview });
    await user.click(show);
    expect(show.getAttribute("aria-pressed")).toBe("true");
    expect(marks()).toEqual(["Talks"]);

    await user.click(show);
    expect(show.getAttribute("aria-pressed")).toBe("false");
    expect(marks()).toEqual(["Ada Lovelace", "Talks"]);

    unmount();
    expect(marks()).toEqual([]);
  });

  it("offers the preview only for findings with highlights", async () => {
    const { user, resume } = renderCheck();
    server.on(checkRoute(resume.id), ok(sampleReport()));
    await user.click(screen.getByRole("button", { name: text.run }));
    await screen.findByTestId("check-score");
    expect(screen.getAllByRole("button", { name: text.showInPreview })).toHaveLength(2);
  });
});

describe("Check mode: Go to field", () => {
  it("switches to editing and focuses the basics field a finding names", async () => {
    const { user, resume } = renderCheck();
    server.on(checkRoute(resume.id), ok(sampleReport()));
    await user.click(screen.getByRole("button", { name: text.run }));
    await screen.findByTestId("check-score");
    expect(screen.getAllByRole("button", { name: text.goToField })).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: text.goToField }));

    expect(useBuilderModeStore.getState().mode).toBe("edit");
    const email = await screen.findByLabelText(enUS.builderLeft.basics.email);
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it("opens the item's dialog and focuses the named field", async () => {
    const itemId = createId();
    const { user, resume } = renderCheck((data) => {
      data.sections.experience.items.push({ ...defaultSectionItems.experience, id: itemId, company: "Analytical Engines Ltd", position: "engineer" });
    });
    const report = sampleReport({
      checks: [
        {
          id: "bullet-verbs",
          status: "warn",
          message: "Few points start with an action verb.",
          evidence: "engineer",
          fix: "Start with what you did.",
          target: { section: "experience", itemId, field: "position" },
        },
      ],
    });
    server.on(checkRoute(resume.id), ok(report));
    await user.click(screen.getByRole("button", { name: text.run }));
    await screen.findByTestId("check-score");

    await user.click(screen.getByRole("button", { name: text.goToField }));

    const dialog = await screen.findByRole("dialog");
    const position = within(dialog).getByLabelText(enUS.builderLeft.fields.position);
    expect((position as HTMLInputElement).value).toBe("engineer");
    await waitFor(() => expect(document.activeElement).toBe(position));
  });

  it("stays in the check and says so when the item is gone", async () => {
    const { user, resume } = renderCheck();
    const report = sampleReport({
      checks: [
        {
          id: "bullet-verbs",
          status: "warn",
          message: "Few points start with an action verb.",
          evidence: "",
          fix: "",
          target: { section: "experience", itemId: "gone000000000000000000", field: "summary" },
        },
      ],
    });
    server.on(checkRoute(resume.id), ok(report));
    await user.click(screen.getByRole("button", { name: text.run }));
    await screen.findByTestId("check-score");
    await user.click(screen.getByRole("button", { name: text.goToField }));
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.description).toBe(text.fieldGone));
    expect(useBuilderModeStore.getState().mode).toBe("check");
  });
});
