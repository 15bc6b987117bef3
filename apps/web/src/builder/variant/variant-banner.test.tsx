import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
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

  it("lists the changes the master's deletions dropped, in plain words, until they are dismissed", async () => {
    const differences = {
      overrides: [{ path: ["basics", "headline"], value: "Backend engineer" }],
      hiddenItems: [],
      addedItems: [],
      itemOrder: [],
      dropped: [
        { kind: "override" as const, path: ["sections", "experience", "items", "gone1", "position"], value: "Lead developer", reason: "masterItemDeleted" as const },
        { kind: "hiddenItem" as const, path: ["sections", "experience", "items", "gone2"], reason: "masterItemDeleted" as const },
      ],
    };
    const variantData = produce(masterData, (data) => void (data.basics.headline = "Backend engineer"));
    const { master, variant, user } = renderBanner({ data: variantData, differences, version: 4 });
    api.on(`GET /api/resume/${master.id}`, ok(toJson(master)));
    api.on(`PATCH /api/resume/${variant.id}`, ({ body }) =>
      ok(toJson({ ...variant, differences: (body as { differences: typeof differences }).differences, version: 5 })),
    );
    const notes = await screen.findByTestId("variant-dropped");
    expect(within(notes).getByText(text.dropped.title)).toBeTruthy();
    const experience = masterData.sections.experience.name;
    const items = within(notes).getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual([
      fill(text.dropped.itemField, { field: enUS.builderLeft.fields.position, place: experience }) + fill(text.dropped.yourValue, { value: "Lead developer" }),
      fill(text.dropped.hiddenItem, { place: experience }),
    ]);

    // Reachable and pressed from the keyboard like any button.
    const dismiss = within(notes).getByRole("button", { name: text.dropped.dismiss });
    dismiss.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByTestId("variant-dropped")).toBeNull());
    const saved = api.calls.find((call) => call.method === "PATCH")?.body as { differences: typeof differences; version: number };
    // Only the notes go: the variant's own changes are saved as they are.
    expect(saved).toEqual({ differences: { ...differences, dropped: [] }, version: 4 });
    expect(useBuilderStore.getState().meta?.version).toBe(5);
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
