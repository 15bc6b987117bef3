import { screen, within } from "@testing-library/react";
import type { KeywordReport } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { ok, withTestApi } from "@/test/browser-api";
import { fill } from "@/test/render-left-panel";
import { renderCheck, sampleReport } from "@/test/render-check";
import { usePreviewHighlightsStore } from "@/builder/preview/preview-highlights-store";

const text = enUS.check;
const server = withTestApi();

const keywords: KeywordReport = {
  language: "en",
  coverage: 0.5,
  matched: [
    {
      term: "TypeScript",
      weight: 0.9,
      occurrences: [
        { section: "skills", text: "TypeScript" },
        { section: "experience", itemId: "x", field: "summary", text: "typescript" },
      ],
    },
    { term: "React", weight: 0.6, occurrences: [{ section: "basics", field: "headline", text: "React" }] },
  ],
  // Not in weight order: the view ranks them.
  missing: [
    { term: "Kubernetes", weight: 0.4 },
    { term: "GraphQL", weight: 0.8 },
  ],
};

async function showReport() {
  const view = renderCheck((data) => {
    data.sections.skills.name = "Skills";
  });
  server.on(`POST /api/resume/${view.resume.id}/check`, ok(sampleReport({ keywords })));
  await view.user.type(screen.getByLabelText(text.jobDescription), "TypeScript, React, GraphQL, Kubernetes");
  await view.user.click(screen.getByRole("button", { name: text.run }));
  await screen.findByTestId("check-score");
  return view;
}

describe("Check mode: the job description's keywords", () => {
  it("shows the coverage, the missing terms heaviest first and where each matched term occurs", async () => {
    await showReport();
    expect(screen.getByText(fill(text.keywords.coverage, { percent: "50%" }))).toBeTruthy();
    const missing = within(screen.getByTestId("check-missing-terms")).getAllByRole("listitem");
    expect(missing.map((row) => row.textContent)).toEqual([
      `GraphQL${fill(text.keywords.importance, { percent: "80%" })}`,
      `Kubernetes${fill(text.keywords.importance, { percent: "40%" })}`,
    ]);
    const matched = screen.getByTestId("check-matched-terms");
    expect(matched.textContent).toContain("Skills: TypeScript");
    expect(matched.textContent).toContain(`${enUS.builderLeft.basics.title}: React`);
  });

  it("marks a matched term's occurrences in the preview while it is chosen", async () => {
    const { user } = await showReport();
    const term = screen.getByRole("button", { name: new RegExp("^TypeScript") });
    await user.click(term);
    expect(term.getAttribute("aria-pressed")).toBe("true");
    expect(usePreviewHighlightsStore.getState().terms).toEqual(["TypeScript", "typescript"]);
    await user.click(term);
    expect(usePreviewHighlightsStore.getState().terms).toEqual(["Ada Lovelace", "Talks"]);
  });

  it("says so when nothing is missing", async () => {
    const view = renderCheck();
    server.on(`POST /api/resume/${view.resume.id}/check`, ok(sampleReport({ keywords: { ...keywords, coverage: 1, missing: [] } })));
    await view.user.click(screen.getByRole("button", { name: text.run }));
    expect(await screen.findByText(text.keywords.noneMissing)).toBeTruthy();
  });
});
