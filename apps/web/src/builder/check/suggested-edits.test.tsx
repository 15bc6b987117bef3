import { act, screen, within } from "@testing-library/react";
import type { ResumeData } from "@vitae/schema";
import { afterEach, describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { defaultAiProvider, useAiKeyStore } from "@/ai/ai-key-store";
import { ok, withTestApi } from "@/test/browser-api";
import { setUpOpenAiStandIn } from "@/test/openai-stand-in";
import { renderCheck, sampleReport } from "@/test/render-check";
import { useBuilderModeStore } from "@/builder/shell/builder-mode-store";
import { undo, useBuilderStore } from "@/builder/store/builder-store";
import { forgetOtherResume, useCheckStore } from "./check-store";

const text = enUS.check;
const server = withTestApi();
const standIn = setUpOpenAiStandIn();

afterEach(() => act(() => useAiKeyStore.setState({ key: null, ...defaultAiProvider })));

const keywords = {
  language: "en",
  coverage: 0.4,
  matched: [],
  missing: [
    { term: "Kubernetes", weight: 0.3 },
    { term: "TypeScript", weight: 0.9 },
  ],
};

const written = "Built web apps with React.";
const rewritten = "Built web apps with React and TypeScript.";

/** The Check mode over `change`d data, its report run, with (or without) an AI key. */
async function reportWith(change: (data: ResumeData) => void, { key = true } = {}) {
  if (key) act(() => useAiKeyStore.setState({ key: "sk-test", baseUrl: standIn().providerUrl, model: "gpt-test" }));
  const view = renderCheck(change);
  server.on(`POST /api/resume/${view.resume.id}/check`, ok(sampleReport({ keywords })));
  await view.user.click(screen.getByRole("button", { name: text.run }));
  await screen.findByTestId("check-score");
  return view;
}

/** The review of suggestions for the headline and the summary, both rewritten alike. */
async function reviewOfTwoFields() {
  const view = await reportWith((data) => {
    data.basics.headline = written;
    data.sections.summary.content = `<p>${written}</p>`;
  });
  standIn().reply({ answer: rewritten });
  await view.user.click(screen.getByRole("button", { name: text.suggest.button }));
  return { ...view, review: await screen.findByRole("group", { name: text.suggest.title }) };
}

const summary = () => useBuilderStore.getState().data?.sections.summary.content;
const headline = () => useBuilderStore.getState().data?.basics.headline;

describe("Check mode: suggested edits", () => {
  it("is offered only with an AI key", async () => {
    await reportWith((data) => void (data.sections.summary.content = `<p>${written}</p>`), { key: false });
    expect(screen.queryByRole("button", { name: text.suggest.button })).toBeNull();
  });

  it("asks for the missing terms heaviest first, shows the change as a word diff and applies it only when accepted, as one undo step", async () => {
    const { user } = await reportWith((data) => void (data.sections.summary.content = `<p>${written}</p>`));
    standIn().reply({ answer: rewritten });

    await user.click(screen.getByRole("button", { name: text.suggest.button }));

    const review = await screen.findByRole("group", { name: text.suggest.title });
    expect([...review.querySelectorAll("ins")].map((inserted) => inserted.textContent).join("")).toContain("TypeScript");
    const prompt = (standIn().calls[0]?.body as { messages: { content: string }[] }).messages[0]?.content ?? "";
    expect(prompt).toContain("these terms: TypeScript; Kubernetes.");
    expect(prompt).toContain(`Text: """${written}"""`);
    // Nothing changes before the user accepts.
    expect(summary()).toBe(`<p>${written}</p>`);

    await user.click(within(review).getByRole("button", { name: text.suggest.accept }));

    expect(summary()).toBe(`<p>${rewritten}</p>`);
    const [item] = within(review).getAllByRole("listitem");
    expect(item!.textContent).toContain(text.suggest.accepted);
    expect(within(item!).queryByRole("button", { name: text.suggest.accept })).toBeNull();
    act(() => undo());
    expect(summary()).toBe(`<p>${written}</p>`);
  });

  it("discards one field, or accepts all the others together", async () => {
    const { user, review } = await reviewOfTwoFields();
    expect(within(review).getAllByRole("listitem")).toHaveLength(2);

    await user.click(within(review).getByRole("button", { name: text.suggest.acceptAll }));

    expect(headline()).toBe(rewritten);
    expect(summary()).toBe(`<p>${rewritten}</p>`);
    act(() => undo());
    expect(headline()).toBe(written);
    expect(summary()).toBe(`<p>${written}</p>`);
  });

  it("leaves a field alone when it is discarded, and offers no accepting once its field changed underneath", async () => {
    const { user, review } = await reviewOfTwoFields();
    const [first, second] = within(review).getAllByRole("listitem");

    await user.click(within(first!).getByRole("button", { name: text.suggest.discard }));
    expect(headline()).toBe(written);
    expect(first!.textContent).toContain(text.suggest.rejected);

    act(() => useBuilderStore.getState().edit((data) => void (data.sections.summary.content = "<p>Edited meanwhile.</p>")));
    expect(second!.textContent).toContain(text.suggest.stale);
    expect(within(second!).queryByRole("button", { name: text.suggest.accept })).toBeNull();
    expect(within(review).queryByRole("button", { name: text.suggest.acceptAll })).toBeNull();
    await user.click(within(second!).getByRole("button", { name: text.suggest.discard }));
    expect(summary()).toBe("<p>Edited meanwhile.</p>");
  });

  it("keeps the review and its decisions when the user goes to the editor and back", async () => {
    const { user, review } = await reviewOfTwoFields();
    const [first] = within(review).getAllByRole("listitem");
    await user.click(within(first!).getByRole("button", { name: text.suggest.accept }));
    expect(headline()).toBe(rewritten);

    act(() => useBuilderModeStore.setState({ mode: "edit" }));
    expect(screen.queryByRole("group", { name: text.suggest.title })).toBeNull();
    act(() => useBuilderModeStore.setState({ mode: "check" }));

    const [accepted, open] = within(await screen.findByRole("group", { name: text.suggest.title })).getAllByRole("listitem");
    expect(accepted!.textContent).toContain(text.suggest.accepted);
    expect(open!.textContent).not.toContain(text.suggest.stale);
    await user.click(within(open!).getByRole("button", { name: text.suggest.accept }));
    expect(summary()).toBe(`<p>${rewritten}</p>`);
    // One request per field, made once: coming back asked the provider for nothing.
    expect(standIn().calls).toHaveLength(2);
  });

  it("says which suggestions went stale while the user was editing elsewhere", async () => {
    await reviewOfTwoFields();
    act(() => useBuilderModeStore.setState({ mode: "edit" }));
    act(() => useBuilderStore.getState().edit((data) => void (data.basics.headline = "Edited in the form.")));
    act(() => useBuilderModeStore.setState({ mode: "check" }));

    const [stale, fresh] = within(await screen.findByRole("group", { name: text.suggest.title })).getAllByRole("listitem");
    expect(stale!.textContent).toContain(text.suggest.stale);
    expect(within(stale!).queryByRole("button", { name: text.suggest.accept })).toBeNull();
    expect(fresh!.textContent).not.toContain(text.suggest.stale);
    expect(headline()).toBe("Edited in the form.");
  });

  it("forgets the review when the user clears it, or opens another resume", async () => {
    const { user } = await reviewOfTwoFields();
    await user.click(screen.getByRole("button", { name: text.suggest.clear }));
    expect(screen.queryByRole("group", { name: text.suggest.title })).toBeNull();
    expect(useCheckStore.getState().suggestions).toBeNull();

    act(() => useCheckStore.getState().setSuggestions([]));
    forgetOtherResume("another-resume");
    expect(useCheckStore.getState().suggestions).toBeNull();
  });

  it("says when no field changed", async () => {
    const { user } = await reportWith((data) => void (data.sections.summary.content = `<p>${written}</p>`));
    standIn().reply({ answer: written });
    await user.click(screen.getByRole("button", { name: text.suggest.button }));
    expect(await screen.findByText(text.suggest.none)).toBeTruthy();
  });
});
