import { act, fireEvent, screen, within } from "@testing-library/react";
import { defaultCss, primaryColourPresets } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import enUS from "@/locales/en-US.json";
import { useBuilderStore } from "@/builder/store/builder-store";
import { CssSection } from "./css-section";
import { PageSection } from "./page-section";
import { renderDesign, storeData, sweepSlider } from "../../test/render-design";
import { ThemeSection } from "./theme-section";

const text = enUS.builderRight;

afterEach(() => useBuilderStore.getState().unload());

const theme = () => storeData().metadata.theme;
const page = () => storeData().metadata.page;

describe("theme section", () => {
  it("offers the 19 primary presets, the one in use pressed, and applies one", async () => {
    const { user } = renderDesign(<ThemeSection />);
    const presets = within(screen.getByRole("group", { name: text.theme.presets })).getAllByRole("button");
    expect(presets).toHaveLength(19);
    const name = (colour: string) => text.theme.preset.replace("{{colour}}", colour);
    expect(screen.getByRole("button", { name: name("#dc2626") }).getAttribute("aria-pressed")).toBe("true");

    await user.click(screen.getByRole("button", { name: name(primaryColourPresets[12]) }));
    expect(theme().primary).toBe("#2563eb");
    expect((screen.getByRole("textbox", { name: text.theme.primary }) as HTMLInputElement).value).toBe("#2563eb");
  });

  it("applies a typed hex colour; an invalid one shows an error and is not applied", async () => {
    const { user } = renderDesign(<ThemeSection />);
    const background = screen.getByRole("textbox", { name: text.theme.background });
    await user.clear(background);
    await user.type(background, "#fafaf");
    expect(background.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(text.theme.invalidHex)).toBeTruthy();
    expect(theme().background).toBe("#ffffff");

    await user.type(background, "a");
    expect(background.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText(text.theme.invalidHex)).toBeNull();
    expect(theme().background).toBe("#fafafa");

    const textColour = screen.getByRole("textbox", { name: text.theme.text });
    await user.clear(textColour);
    await user.type(textColour, "#12345g");
    expect(theme().text).toBe("#000000");
    await user.clear(textColour);
    await user.type(textColour, "#123");
    expect(theme().text).toBe("#000000");
    await user.type(textColour, "ABC");
    expect(theme().text).toBe("#123ABC");
  });

  it("shows colours changed elsewhere, such as by undo", async () => {
    const { user } = renderDesign(<ThemeSection />);
    const primary = screen.getByRole("textbox", { name: text.theme.primary }) as HTMLInputElement;
    await user.clear(primary);
    await user.type(primary, "#00ff00");
    expect(theme().primary).toBe("#00ff00");
    act(() => {
      const history = useBuilderStore.temporal.getState();
      while (history.pastStates.length > 0 && useBuilderStore.getState().data?.metadata.theme.primary !== "#dc2626") {
        useBuilderStore.temporal.getState().undo();
      }
    });
    expect(primary.value).toBe("#dc2626");
  });

  it("applies the picker's colour when the key is released: one undo step, not one per move", async () => {
    const { user } = renderDesign(<ThemeSection />);
    await user.click(screen.getByRole("button", { name: text.theme.pick.replace("{{name}}", text.theme.primary) }));
    await screen.findByRole("dialog");
    const saturation = screen.getAllByRole("slider")[0] as HTMLElement;
    // react-colorful reads keyCode, which user-event leaves out.
    for (let step = 0; step < 3; step += 1) fireEvent.keyDown(saturation, { key: "ArrowLeft", keyCode: 37 });
    expect(theme().primary).toBe("#dc2626");
    fireEvent.keyUp(saturation, { key: "ArrowLeft", keyCode: 37 });
    expect(theme().primary).not.toBe("#dc2626");
    expect(theme().primary).toMatch(/^#[0-9a-f]{6}$/);
    expect(useBuilderStore.temporal.getState().pastStates).toHaveLength(1);
  });

  it("is read-only while the resume is locked", () => {
    renderDesign(<ThemeSection />, { locked: true });
    for (const button of within(screen.getByRole("group", { name: text.theme.presets })).getAllByRole("button")) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    expect((screen.getByRole("textbox", { name: text.theme.primary }) as HTMLInputElement).disabled).toBe(true);
  });
});

describe("page section", () => {
  it("sets the format to letter and back", async () => {
    const { user } = renderDesign(<PageSection />);
    const format = screen.getByLabelText(text.page.format) as HTMLSelectElement;
    expect([...format.options].map((option) => option.textContent)).toEqual(["A4", "Letter"]);
    await user.selectOptions(format, "letter");
    expect(page().format).toBe("letter");
    await user.selectOptions(format, "a4");
    expect(page().format).toBe("a4");
  });

  it("keeps the margin within 0 to 48 in steps of 2", async () => {
    const { user } = renderDesign(<PageSection />);
    expect(screen.getByRole("slider", { name: text.page.margin }).getAttribute("aria-valuetext")).toBe("18 pt");
    const sweep = await sweepSlider(user, text.page.margin, () => page().margin);
    expect(sweep).toEqual({ stepped: 20, top: 48, bottom: 0, min: "0", max: "48" });
  });

  it("switches the page-break line and page numbers", async () => {
    const { user } = renderDesign(<PageSection />);
    await user.click(screen.getByRole("switch", { name: text.page.breakLine }));
    expect(page().options).toEqual({ breakLine: false, pageNumbers: true });
    await user.click(screen.getByRole("switch", { name: text.page.pageNumbers }));
    expect(page().options).toEqual({ breakLine: false, pageNumbers: false });
  });

  it("is read-only while the resume is locked", () => {
    renderDesign(<PageSection />, { locked: true });
    expect((screen.getByLabelText(text.page.format) as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByRole("switch", { name: text.page.breakLine }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("custom CSS section", () => {
  it("switches the custom CSS on and off", async () => {
    const { user } = renderDesign(<CssSection />);
    const toggle = screen.getByRole("switch", { name: text.css.visible });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    await user.click(toggle);
    expect(storeData().metadata.css).toEqual({ value: defaultCss, visible: true });
    await user.click(toggle);
    expect(storeData().metadata.css.visible).toBe(false);
  });

  it("says that rules loading an address are removed when saved", () => {
    renderDesign(<CssSection />);
    expect(screen.getByText(text.css.addressesRemoved)).toBeTruthy();
  });

  it("shows the stylesheet in a labelled code editor, loaded on its own once the section nears the view", async () => {
    let comeIntoView = () => {};
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(report: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          comeIntoView = () => report([{ isIntersecting: true }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    await act(async () => renderDesign(<CssSection />));
    expect(screen.queryByRole("textbox", { name: text.css.editor })).toBeNull();
    act(() => comeIntoView());
    const editor = await screen.findByRole("textbox", { name: text.css.editor }, { timeout: 5000 });
    expect(editor.textContent).toContain("outline: 1px solid #000;");
  });
});
