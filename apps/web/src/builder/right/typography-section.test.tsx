import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createDefaultResumeData, quickFonts } from "@vitae/schema";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import enUS from "@/locales/en-US.json";
import { useBuilderStore } from "@/builder/store/builder-store";
import catalogueFile from "./font-catalogue.json";
import { renderDesign, storeData, sweepSlider } from "../../test/render-design";
import { TypographySection } from "./typography-section";

const text = enUS.builderRight.typography;

/** The whole catalogue's asset, as the server would answer it; tests count and break it. */
const catalogueFetch = vi.fn(async () => new Response(JSON.stringify(catalogueFile), { headers: { "content-type": "application/json" } }));

beforeEach(() => {
  catalogueFetch.mockClear();
  vi.stubGlobal("fetch", catalogueFetch);
});
afterEach(() => useBuilderStore.getState().unload());

/** A resume whose font has moved away from the defaults, so a reset shows. */
function styledData() {
  const data = createDefaultResumeData();
  data.metadata.typography.font = { family: "Lato", subset: "latin-ext", variants: ["300", "700italic"], size: 15 };
  return data;
}

const font = () => storeData().metadata.typography.font;

async function renderTypography(overrides = {}) {
  const view = await act(async () => renderDesign(<TypographySection />, { data: styledData(), ...overrides }));
  await screen.findByRole("button", { name: `${text.family} ${font().family}` });
  return view;
}

/** The families the picker's list shows (rendered rows only). */
const listed = () => within(screen.getByRole("listbox", { name: text.family })).getAllByRole("option");
const optionNames = () => listed().map((option) => option.querySelector("span")?.textContent);

describe("typography section", () => {
  it("says when the chosen family cannot be loaded, so the preview and PDF show a fallback", async () => {
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      return new Response("", { status: 503 });
    });
    const data = styledData();
    data.metadata.typography.font.family = "Abel";
    const message = text.fontUnavailable.replace("{{family}}", "Abel");
    await act(async () => renderDesign(<TypographySection />, { data }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(asked.some((url) => url.startsWith("/api/fonts/css?family=Abel"))).toBe(true);

    // A self-hosted quick font always loads: nothing to say.
    await act(async () => useBuilderStore.getState().edit((draft) => void (draft.metadata.typography.font.family = "Lato")));
    expect(screen.queryByText(message)).toBeNull();
  });

  // These two come first: the catalogue, once fetched, stays for the page's life (and the file's).
  it("fetches the whole catalogue only when the picker opens, offering the quick fonts meanwhile and a retry when it fails", async () => {
    catalogueFetch.mockResolvedValueOnce(new Response("", { status: 503 }));
    const { user } = await renderTypography();
    expect(catalogueFetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: `${text.family} Lato` }));
    expect(optionNames()).toEqual([...quickFonts]);
    const retry = await screen.findByRole("button", { name: enUS.common.retry });
    expect(catalogueFetch).toHaveBeenCalledTimes(1);
    await user.click(retry);
    await waitFor(() => expect(optionNames()).toContain("Abel"));
    expect(catalogueFetch).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("button", { name: enUS.common.retry })).toBeNull();
  });

  it("renders only the rows in view of ~1900 families, and reaches the last from the keyboard", async () => {
    const { user } = await renderTypography();
    await user.click(screen.getByRole("button", { name: `${text.family} Lato` }));
    await waitFor(() => expect(optionNames()).toContain("Abel"));
    const options = listed();
    expect(options.length).toBeLessThan(20);
    expect(options[0]?.getAttribute("aria-setsize")).toBe(String(catalogueFile.families.length));
    await user.keyboard("{End}");
    const combobox = screen.getByRole("combobox", { name: text.searchFonts });
    const active = document.getElementById(combobox.getAttribute("aria-activedescendant") ?? "");
    expect(active?.getAttribute("aria-posinset")).toBe(String(catalogueFile.families.length));
    expect(active?.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{Home}{PageDown}{ArrowDown}");
    expect(document.getElementById(combobox.getAttribute("aria-activedescendant") ?? "")?.getAttribute("aria-posinset")).toBe("10");
  });

  it("offers the ten quick fonts, the one in use pressed", async () => {
    await renderTypography();
    const group = screen.getByRole("group", { name: text.quickFonts });
    expect(within(group).getAllByRole("button").map((button) => button.textContent)).toEqual([...quickFonts]);
    expect(within(group).getByRole("button", { name: "Lato" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("choosing a quick font resets the subset to latin and the variants to regular", async () => {
    const { user } = await renderTypography();
    await user.click(within(screen.getByRole("group", { name: text.quickFonts })).getByRole("button", { name: "Merriweather" }));
    expect(font()).toEqual({ family: "Merriweather", subset: "latin", variants: ["regular"], size: 15 });
  });

  it("picks a family from the searchable catalogue, quick fonts first, and resets subset and variants", async () => {
    const { user } = await renderTypography();
    await user.click(screen.getByRole("button", { name: `${text.family} Lato` }));
    const list = screen.getByRole("listbox", { name: text.family });
    expect(optionNames().slice(0, quickFonts.length)).toEqual([...quickFonts]);

    await user.type(screen.getByRole("combobox", { name: text.searchFonts }), "plex se");
    // The quick font first, then the catalogue's other matches.
    expect(optionNames()[0]).toBe("IBM Plex Serif");
    expect(within(list).getAllByRole("option")[0]?.textContent).toBe("IBM Plex SerifSerif");
    await user.keyboard("{Enter}");
    expect(font()).toEqual({ family: "IBM Plex Serif", subset: "latin", variants: ["regular"], size: 15 });
    expect(screen.queryByRole("listbox")).toBeNull();

    await user.click(screen.getByRole("button", { name: `${text.family} IBM Plex Serif` }));
    await user.type(screen.getByRole("combobox", { name: text.searchFonts }), "zzz");
    expect(screen.getByText(text.noFonts)).toBeTruthy();
    await user.clear(screen.getByRole("combobox", { name: text.searchFonts }));
    await user.click(screen.getByRole("option", { name: /^PT Sans/ }));
    expect(font().family).toBe("PT Sans");

    // Any family of the catalogue, beyond the quick fonts.
    await user.click(screen.getByRole("button", { name: `${text.family} PT Sans` }));
    await user.type(screen.getByRole("combobox", { name: text.searchFonts }), "noto sans jp");
    expect(optionNames()).toEqual(["Noto Sans JP"]);
    await user.keyboard("{Enter}");
    expect(font()).toEqual({ family: "Noto Sans JP", subset: "latin", variants: ["regular"], size: 15 });
  });

  it("offers a non-quick family's subsets and variants from the whole catalogue", async () => {
    const data = styledData();
    data.metadata.typography.font = { family: "Noto Sans JP", subset: "japanese", variants: ["700"], size: 14 };
    await renderTypography({ data });
    const subset = screen.getByLabelText(text.subset) as HTMLSelectElement;
    await waitFor(() => expect([...subset.options].map((option) => option.value)).toContain("cyrillic"));
    expect([...subset.options].map((option) => option.value)).toEqual(catalogueFile.families.find((entry) => entry.family === "Noto Sans JP")?.subsets);
    expect(subset.value).toBe("japanese");
  });

  it("offers the family's subsets and variants from the catalogue", async () => {
    const { user } = await renderTypography();
    const subset = screen.getByLabelText(text.subset) as HTMLSelectElement;
    expect([...subset.options].map((option) => option.value)).toEqual(["latin", "latin-ext"]);
    await user.selectOptions(subset, "latin");
    expect(font().subset).toBe("latin");

    await user.click(screen.getByRole("button", { name: `${text.variants} 300, 700italic` }));
    const variants = screen.getAllByRole("checkbox").map((box) => box.parentElement?.textContent);
    expect(variants).toEqual(["100", "100italic", "300", "300italic", "regular", "italic", "700", "700italic", "900", "900italic"]);
    await user.click(screen.getByRole("checkbox", { name: "regular" }));
    expect(font().variants).toEqual(["300", "regular", "700italic"]);
  });

  it("cannot remove the last variant", async () => {
    const data = styledData();
    data.metadata.typography.font.variants = ["700"];
    const { user } = await renderTypography({ data });
    await user.click(screen.getByRole("button", { name: `${text.variants} 700` }));
    const last = screen.getByRole("checkbox", { name: "700" }) as HTMLInputElement;
    expect(last.checked).toBe(true);
    expect(last.disabled).toBe(true);
    await user.click(last);
    expect(font().variants).toEqual(["700"]);

    await user.click(screen.getByRole("checkbox", { name: "italic" }));
    expect(font().variants).toEqual(["italic", "700"]);
    expect((screen.getByRole("checkbox", { name: "700" }) as HTMLInputElement).disabled).toBe(false);
    await user.click(screen.getByRole("checkbox", { name: "700" }));
    expect(font().variants).toEqual(["italic"]);
  });

  it("keeps font size within 12 to 18 in steps of 0.05", async () => {
    const { user } = await renderTypography();
    const sweep = await sweepSlider(user, text.size, () => font().size);
    expect(sweep).toEqual({ stepped: 15.05, top: 18, bottom: 12, min: "12", max: "18" });
  });

  it("keeps line height within 0 to 3 in steps of 0.05", async () => {
    const { user } = await renderTypography();
    const sweep = await sweepSlider(user, text.lineHeight, () => storeData().metadata.typography.lineHeight);
    expect(sweep).toEqual({ stepped: 1.55, top: 3, bottom: 0, min: "0", max: "3" });
  });

  it("switches icons and link underlines", async () => {
    const { user } = await renderTypography();
    await user.click(screen.getByRole("switch", { name: text.hideIcons }));
    expect(storeData().metadata.typography.hideIcons).toBe(true);
    await user.click(screen.getByRole("switch", { name: text.underlineLinks }));
    expect(storeData().metadata.typography.underlineLinks).toBe(false);
  });

  it("is read-only while the resume is locked", async () => {
    await renderTypography({ locked: true });
    expect((screen.getByRole("button", { name: `${text.family} Lato` }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText(text.subset) as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByRole("slider", { name: text.size }).hasAttribute("data-disabled")).toBe(true);
    expect((screen.getByRole("switch", { name: text.hideIcons }) as HTMLButtonElement).disabled).toBe(true);
    for (const button of within(screen.getByRole("group", { name: text.quickFonts })).getAllByRole("button")) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    fireEvent.keyDown(screen.getByRole("slider", { name: text.size }), { key: "End" });
    expect(font().size).toBe(15);
  });
});
