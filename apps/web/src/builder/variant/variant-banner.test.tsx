import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { type ResumeData, createDefaultResumeData, defaultExperience, withNewId } from "@vitae/schema";
import { produce } from "immer";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { VersionedResume } from "@/api/resume-api";
import { createQueryClient } from "@/api/query-client";
import { resumeQueryKey } from "@/api/resume-queries";
import { useAiKeyStore } from "@/ai/ai-key-store";
import enUS from "@/locales/en-US.json";
import { ok, withTestApi } from "@/test/browser-api";
import { setUpOpenAiStandIn } from "@/test/openai-stand-in";
import { fill } from "@/test/render-left-panel";
import { buildResume, toJson } from "@/test/resume-fixture";
import { undo, useBuilderStore } from "@/builder/store/builder-store";
import { VariantBanner } from "./variant-gates";

const text = enUS.variants;
const api = withTestApi();
const standIn = setUpOpenAiStandIn();

const masterData = produce(createDefaultResumeData(), (data) => {
  data.basics.headline = "Software engineer";
  data.sections.summary.content = "<p>I build things.</p>";
  data.sections.experience.items.push({ ...withNewId(defaultExperience), company: "Acme", position: "Developer", summary: "" });
});

function renderBanner(overrides: Partial<VersionedResume> = {}) {
  const master = buildResume({ title: "My master", data: masterData });
  const variant = buildResume({ title: "German", masterId: master.id, language: "de-DE", purpose: "Jobs in Berlin", data: masterData, ...overrides });
  const queryClient = createQueryClient();
  queryClient.setQueryData(resumeQueryKey(master.id), master);
  useBuilderStore.getState().load(variant);
  const router = createMemoryRouter([{ path: "*", Component: VariantBanner }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { master, variant, user: userEvent.setup(), data: () => useBuilderStore.getState().data as ResumeData };
}

describe("variant banner", () => {
  beforeEach(() => {
    useBuilderStore.getState().unload();
    useAiKeyStore.setState({ key: null });
  });

  it("names the master with a link, the language and the purpose", async () => {
    const { master } = renderBanner();
    const banner = await screen.findByTestId("variant-banner");
    expect(within(banner).getByRole("link", { name: "My master" }).getAttribute("href")).toBe(`/builder/${master.id}`);
    expect(within(banner).getByText("Deutsch").getAttribute("lang")).toBe("de-DE");
    expect(within(banner).getByText("Jobs in Berlin")).toBeTruthy();
  });

  it("shows nothing for a resume that is no variant", () => {
    useBuilderStore.getState().load(buildResume());
    const { container } = render(<VariantBanner />);
    expect(container.textContent).toBe("");
  });

  it("changes the language and purpose, and keeps the new version for the next save", async () => {
    const { variant, user } = renderBanner();
    api.on(`PATCH /api/resume/${variant.id}/variant`, ({ body }) =>
      ok(toJson({ ...variant, ...(body as object), version: variant.version + 1 })),
    );
    await user.click(await screen.findByRole("button", { name: text.settings.title }));
    const dialog = await screen.findByRole("dialog", { name: text.settings.title });
    await user.selectOptions(within(dialog).getByLabelText(text.fields.language), "fr-FR");
    await user.clear(within(dialog).getByLabelText(text.fields.purpose));
    await user.click(within(dialog).getByRole("button", { name: enUS.common.saveChanges }));

    await expect.poll(() => useBuilderStore.getState().meta?.language).toBe("fr-FR");
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toEqual({ language: "fr-FR", purpose: null });
    expect(useBuilderStore.getState().meta?.version).toBe(variant.version + 1);
    expect(screen.queryByText("Jobs in Berlin")).toBeNull();
  });

  it("offers no translation to a variant without a language", async () => {
    renderBanner({ language: null });
    await screen.findByTestId("variant-banner");
    expect(screen.queryByRole("button", { name: text.translate.open })).toBeNull();
  });
});

describe("translate with AI", () => {
  beforeEach(() => {
    useBuilderStore.getState().unload();
    useAiKeyStore.setState({ key: "sk-test", baseUrl: standIn().providerUrl, model: "gpt-test" });
  });

  async function openReview() {
    const view = renderBanner();
    standIn().reply({ answer: "Übersetzt" });
    await view.user.click(await screen.findByRole("button", { name: text.translate.open }));
    const dialog = await screen.findByRole("dialog", { name: fill(text.translate.title, { language: "Deutsch" }) });
    return { ...view, dialog };
  }

  it("proposes every text in the variant's language and changes nothing before acceptance", async () => {
    const { dialog, data } = await openReview();
    const rows = await within(dialog).findAllByTestId("translation-proposal");
    // Headline, summary name and content, every section name, the position: not the company.
    expect(rows.length).toBeGreaterThan(4);
    await expect.poll(() => within(dialog).queryAllByText("Übersetzt").length, { timeout: 15_000 }).toBe(rows.length);
    expect(standIn().calls).toHaveLength(rows.length);
    const prompts = standIn().calls.map((call) => JSON.stringify(call.body));
    expect(prompts.every((prompt) => prompt.includes("German (Germany), de-DE"))).toBe(true);
    expect(prompts.some((prompt) => prompt.includes("Acme"))).toBe(false);
    expect(data()).toEqual(masterData);
  });

  it("accepts one field, then all the others, each as an undoable edit", async () => {
    const { dialog, data, user } = await openReview();
    await expect.poll(() => within(dialog).queryAllByRole("button", { name: new RegExp(`^${text.translate.accept}:`) }).filter((button) => !(button as HTMLButtonElement).disabled).length, { timeout: 15_000 }).toBeGreaterThan(4);
    const headline = within(dialog).getByRole("button", { name: `${text.translate.accept}: · ${enUS.builderLeft.basics.headline}` });
    await user.click(headline);
    expect(data().basics.headline).toBe("Übersetzt");
    expect(data().sections.summary.content).toBe(masterData.sections.summary.content);
    expect(within(dialog).getAllByText(text.translate.accepted)).toHaveLength(1);

    await user.click(within(dialog).getByRole("button", { name: text.translate.acceptAll }));
    expect(data().sections.summary.content).toBe("Übersetzt");
    expect(data().sections.experience.items[0]?.position).toBe("Übersetzt");
    expect(data().sections.experience.items[0]?.company).toBe("Acme");
    undo();
    expect(data().sections.summary.content).toBe(masterData.sections.summary.content);
    expect(data().basics.headline).toBe("Übersetzt");
  });
});
