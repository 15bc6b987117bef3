import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { type ResumeData, createDefaultResumeData, defaultLanguage, withNewId } from "@vitae/schema";
import { produce } from "immer";
import { beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "@/api/query-client";
import { resumeQueryKey } from "@/api/resume-queries";
import enUS from "@/locales/en-US.json";
import { ok, withTestApi } from "@/test/browser-api";
import { fill } from "@/test/render-left-panel";
import { buildResume, toJson } from "@/test/resume-fixture";
import { useDialogStore } from "@/ui/dialog-store";
import { LeftPanel } from "@/builder/left/left-panel";
import { undo, useBuilderStore } from "@/builder/store/builder-store";

const marks = enUS.variants.mark;
const api = withTestApi();

const language = (name: string) => ({ ...withNewId(defaultLanguage), name, description: "Fluent" });
const masterData = produce(createDefaultResumeData(), (data) => {
  data.basics.name = "Ada Lovelace";
  data.basics.headline = "Engineer";
  data.sections.languages.items.push(language("English"), language("German"), language("French"));
});
const [english, german] = masterData.sections.languages.items;
if (!english || !german) throw new Error("two languages expected");

/** Opens a variant of `masterData` with `change` applied, its master in the cache as the builder holds it. */
function renderVariant(change: (data: ResumeData) => void) {
  const master = buildResume({ title: "Master", data: masterData });
  const variant = buildResume({ title: "Variant", masterId: master.id, data: produce(masterData, change) });
  api.on(`GET /api/resume/${master.id}`, ok(toJson(master)));
  const queryClient = createQueryClient();
  queryClient.setQueryData(resumeQueryKey(master.id), master);
  useDialogStore.setState({ dialog: null });
  useBuilderStore.getState().load(variant);
  render(
    <QueryClientProvider client={queryClient}>
      <LeftPanel />
    </QueryClientProvider>,
  );
  const data = () => useBuilderStore.getState().data as ResumeData;
  return { user: userEvent.setup(), data };
}

const row = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) }).parentElement as HTMLElement;

describe("variant marks", () => {
  beforeEach(() => useBuilderStore.getState().unload());

  it("mark the fields a variant changed, and nothing else", async () => {
    renderVariant((data) => {
      data.basics.headline = "Backend engineer";
    });
    const reset = await screen.findByRole("button", { name: fill(marks.useMasterFor, { field: enUS.builderLeft.basics.headline }) });
    expect(reset.textContent).toBe(marks.useMaster);
    expect(screen.getAllByTestId("variant-field-mark")).toHaveLength(1);
    expect(screen.getByText(marks.changed)).toBeTruthy();
  });

  it("use the master's value through an undoable edit", async () => {
    const { user, data } = renderVariant((draft) => {
      draft.basics.headline = "Backend engineer";
      draft.basics.name = "Ada L.";
    });
    await user.click(await screen.findByRole("button", { name: fill(marks.useMasterFor, { field: enUS.builderLeft.basics.headline }) }));
    await expect.poll(() => data().basics.headline).toBe("Engineer");
    // Only that field: the other change stays the variant's.
    expect(data().basics.name).toBe("Ada L.");
    expect(screen.getAllByTestId("variant-field-mark")).toHaveLength(1);
    // It read the master afresh before resetting.
    expect(api.calls.some((call) => call.method === "GET" && call.path.startsWith("/api/resume/"))).toBe(true);
    undo();
    expect(data().basics.headline).toBe("Backend engineer");
  });

  it("mark changed, hidden and variant-only items; a hidden item comes back with the master's item", async () => {
    const { user, data } = renderVariant((draft) => {
      const items = draft.sections.languages.items;
      if (items[0]) items[0].description = "Native";
      if (items[1]) items[1].visible = false;
      items.push(language("Latin"));
    });
    await screen.findByText(marks.hidden);
    expect(within(row("English")).getByText(marks.changed)).toBeTruthy();
    expect(within(row("German")).getByText(marks.hidden)).toBeTruthy();
    expect(within(row("Latin")).getByText(marks.added)).toBeTruthy();
    expect(within(row("French")).queryByText(marks.changed)).toBeNull();

    await user.click(screen.getByRole("button", { name: fill(enUS.builderLeft.items.actions, { item: "German" }) }));
    const menu = await screen.findByRole("menu");
    const useMasterItem = await within(menu).findByRole("menuitem", { name: marks.useMasterItem });
    // A variant hides the master's items; it cannot delete them.
    expect(within(menu).queryByRole("menuitem", { name: enUS.builderLeft.items.delete })).toBeNull();
    await user.click(useMasterItem);
    await expect.poll(() => data().sections.languages.items.find((item) => item.id === german.id)?.visible).toBe(true);
  });

  it("let a variant delete only its own items", async () => {
    const { user } = renderVariant((draft) => void draft.sections.languages.items.push(language("Latin")));
    await screen.findByText(marks.added);
    await user.click(screen.getByRole("button", { name: fill(enUS.builderLeft.items.actions, { item: "Latin" }) }));
    expect(await within(await screen.findByRole("menu")).findByRole("menuitem", { name: enUS.builderLeft.items.delete })).toBeTruthy();
  });
});
