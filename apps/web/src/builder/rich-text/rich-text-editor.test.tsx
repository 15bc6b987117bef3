import { act, render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { Editor } from "@tiptap/core";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useAiKeyStore } from "@/ai/ai-key-store";
import { aiPrompt } from "@/ai/complete-text";
import { setUpOpenAiStandIn } from "@/test/openai-stand-in";
import enUS from "@/locales/en-US.json";
import { useToastStore } from "@/ui/toast/toast-store";
import { RichTextEditor } from "./rich-text-editor";

const text = enUS.richText;

function Field({ initial, disabled, onChange }: { initial: string; disabled?: boolean; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Summary"
      value={value}
      disabled={disabled}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

function renderField(initial = "<p>Hello world</p>", disabled = false) {
  const onChange = vi.fn<(html: string) => void>();
  render(<Field initial={initial} disabled={disabled} onChange={onChange} />);
  const textbox = screen.getByRole("textbox", { name: "Summary" });
  // Tiptap hangs its editor on the element it renders: the way to place a selection in happy-dom.
  const editor = (textbox as unknown as { editor: Editor }).editor;
  const select = (from: number, to: number) => act(() => void editor.commands.setTextSelection({ from, to }));
  const lastHtml = () => onChange.mock.lastCall?.[0];
  return { user: userEvent.setup(), textbox, editor, select, onChange, lastHtml };
}

const button = (name: string) => screen.getByRole("button", { name });
const toolbar = () => screen.getByRole("toolbar", { name: text.toolbar.replace("{{label}}", "Summary") });

beforeEach(() => {
  act(() => useAiKeyStore.setState({ key: null }));
  useToastStore.setState({ toasts: [] });
});

describe("RichTextEditor toolbar", () => {
  it.each([
    [text.bold, "<strong>Hello</strong>"],
    [text.italic, "<em>Hello</em>"],
    [text.underline, "<u>Hello</u>"],
    [text.strike, "<s>Hello</s>"],
    [text.highlight, "<mark>Hello</mark>"],
    [text.code, "<code>Hello</code>"],
  ])("%s marks the selection and shows it pressed", async (name, html) => {
    const { user, select, lastHtml } = renderField();
    select(1, 6);
    expect(button(name).getAttribute("aria-pressed")).toBe("false");
    await user.click(button(name));
    expect(lastHtml()).toBe(`<p>${html} world</p>`);
    expect(button(name).getAttribute("aria-pressed")).toBe("true");
    await user.click(button(name));
    expect(lastHtml()).toBe("<p>Hello world</p>");
  });

  it("makes lists and aligns paragraphs; pressing the active alignment again removes it", async () => {
    const { user, select, lastHtml } = renderField();
    select(1, 6);
    await user.click(button(text.bulletList));
    expect(lastHtml()).toBe("<ul><li><p>Hello world</p></li></ul>");
    await user.click(button(text.orderedList));
    expect(lastHtml()).toBe("<ol><li><p>Hello world</p></li></ol>");
    await user.click(button(text.orderedList));
    await user.click(button(text.alignCenter));
    expect(lastHtml()).toBe('<p style="text-align: center">Hello world</p>');
    expect(button(text.alignCenter).getAttribute("aria-pressed")).toBe("true");
    await user.click(button(text.alignJustify));
    expect(lastHtml()).toMatch(/text-align: justify/);
    await user.click(button(text.alignJustify));
    expect(lastHtml()).toBe("<p>Hello world</p>");
  });

  it("is one tab stop, walked with the arrow keys and operated with Enter", async () => {
    const { user, textbox, select, lastHtml } = renderField();
    select(1, 6);
    await user.tab();
    expect(document.activeElement).toBe(button(text.bold));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(button(text.italic));
    await user.keyboard("{End}{Home}{ArrowLeft}");
    expect(document.activeElement?.getAttribute("aria-label")).toBe(text.image.button);
    await user.keyboard("{Home}{ArrowRight}{Enter}");
    expect(lastHtml()).toBe("<p><em>Hello</em> world</p>");
    // The button hands focus back to the text; going back lands on the button used last.
    expect(document.activeElement).toBe(textbox);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(button(text.italic));
  });

  it("links the selection to an accepted address, refuses others, and removes the link when emptied", async () => {
    const { user, select, lastHtml } = renderField();
    select(1, 6);
    await user.click(button(text.link.button));
    const form = await screen.findByRole("dialog", { name: text.link.button });
    const address = within(form).getByLabelText(text.link.url);
    await user.type(address, "javascript:alert(1)");
    await user.click(within(form).getByRole("button", { name: text.link.apply }));
    expect(within(form).getByText(text.link.invalid)).toBeTruthy();
    expect(lastHtml()).toBeUndefined();

    await user.clear(address);
    await user.type(address, "https://example.com/ada");
    await user.click(within(form).getByRole("button", { name: text.link.apply }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(lastHtml()).toBe(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/ada">Hello</a> world</p>',
    );
    expect(button(text.link.button).getAttribute("aria-pressed")).toBe("true");

    // With the caret in the link, the form shows its address; emptying it removes the link.
    select(3, 3);
    await user.click(button(text.link.button));
    const again = await screen.findByRole("dialog", { name: text.link.button });
    expect((within(again).getByLabelText(text.link.url) as HTMLInputElement).value).toBe("https://example.com/ada");
    await user.clear(within(again).getByLabelText(text.link.url));
    await user.click(within(again).getByRole("button", { name: text.link.apply }));
    expect(lastHtml()).toBe("<p>Hello world</p>");
  });

  it("inserts an image: the source is required, the alt text optional", async () => {
    const { user, select, lastHtml } = renderField();
    select(12, 12);
    await user.click(button(text.image.button));
    const form = await screen.findByRole("dialog", { name: text.image.button });
    await user.click(within(form).getByRole("button", { name: text.image.insert }));
    expect(within(form).getByText(text.image.required)).toBeTruthy();
    await user.type(within(form).getByLabelText(text.image.src), "https://example.com/ada.png");
    await user.type(within(form).getByLabelText(text.image.alt), "Ada at work");
    await user.click(within(form).getByRole("button", { name: text.image.insert }));
    expect(lastHtml()).toBe('<p>Hello world</p><img src="https://example.com/ada.png" alt="Ada at work">');
  });

  it("when disabled, has no editable content and every button is disabled", () => {
    act(() => useAiKeyStore.setState({ key: "sk-test123" }));
    const { textbox } = renderField("<p>Hello world</p>", true);
    expect(textbox.getAttribute("contenteditable")).toBe("false");
    expect(textbox.getAttribute("aria-readonly")).toBe("true");
    const buttons = within(toolbar()).getAllByRole("button");
    expect(buttons.length).toBeGreaterThan(15);
    for (const control of buttons) expect((control as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows a value replaced from outside without reporting a change", async () => {
    function Outside() {
      const [value, setValue] = useState("<p>One</p>");
      return (
        <>
          <RichTextEditor label="Summary" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue("<p>Two</p>")}>
            undo
          </button>
        </>
      );
    }
    render(<Outside />);
    await userEvent.setup().click(screen.getByRole("button", { name: "undo" }));
    expect(screen.getByRole("textbox", { name: "Summary" }).innerHTML).toContain("Two");
  });
});

describe("RichTextEditor taking over from the field's stand-in", () => {
  it("starts from what was typed there, reports it, and takes focus with the caret where it was", () => {
    const onChange = vi.fn<(html: string) => void>();
    render(
      <RichTextEditor
        label="Summary"
        value="<p>Hello</p>"
        onChange={onChange}
        handover={{ html: "<p>Hello there</p>", caret: 7, focus: true }}
      />,
    );
    const textbox = screen.getByRole("textbox", { name: "Summary" });
    const editor = (textbox as unknown as { editor: Editor }).editor;
    expect(onChange).toHaveBeenCalledExactlyOnceWith("<p>Hello there</p>");
    expect(document.activeElement).toBe(textbox);
    expect(editor.state.selection.from).toBe(8);
    expect(editor.state.doc.textBetween(1, editor.state.selection.from)).toBe("Hello t");
  });

  it("reports nothing and leaves focus alone when nothing was typed and it was only hovered", () => {
    const onChange = vi.fn<(html: string) => void>();
    render(<RichTextEditor label="Summary" value="<p>Hello</p>" onChange={onChange} handover={{ html: null, caret: null, focus: false }} />);
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });
});

describe("RichTextEditor AI writing help", () => {
  const standIn = setUpOpenAiStandIn();
  beforeEach(() => {
    act(() => useAiKeyStore.setState({ key: "sk-test123", baseUrl: standIn().providerUrl, model: "gpt-test" }));
  });

  const aiButtons = [text.ai.improve, text.ai.fix, text.ai.tone];

  it("is hidden without a key and shown with one", () => {
    act(() => useAiKeyStore.setState({ key: null }));
    renderField();
    for (const name of aiButtons) expect(screen.queryByRole("button", { name })).toBeNull();
    act(() => useAiKeyStore.setState({ key: "sk-test123" }));
    for (const name of aiButtons) expect(button(name)).toBeTruthy();
  });

  it("changes the tone of the selected text, replacing only it, and is busy meanwhile", async () => {
    let answer!: () => void;
    standIn().reply({ answer: "drive", after: new Promise((resolve) => (answer = resolve)) });
    const { user, select, textbox, editor, lastHtml } = renderField("<p>I lead a team of five.</p>");
    select(3, 7);
    await user.click(button(text.ai.tone));
    await user.click(await screen.findByRole("menuitem", { name: text.ai.tones.confident }));

    await vi.waitFor(() => expect(standIn().calls).toHaveLength(1));
    for (const name of aiButtons) expect((button(name) as HTMLButtonElement).disabled).toBe(true);
    expect((button(text.bold) as HTMLButtonElement).disabled).toBe(true);
    expect(textbox.getAttribute("contenteditable")).toBe("false");
    expect(screen.getByRole("status").textContent).toBe(text.ai.busy);
    expect(standIn().calls[0]?.body).toMatchObject({
      temperature: 0.5,
      messages: [{ role: "user", content: aiPrompt({ mode: "tone", tone: "confident" }, "lead") }],
    });

    answer();
    await vi.waitFor(() => expect(lastHtml()).toBe("<p>I drive a team of five.</p>"));
    // The answer stays selected, with focus back in the text, ready for another tool.
    await vi.waitFor(() => expect(document.activeElement).toBe(textbox));
    expect(editor.state.selection).toMatchObject({ from: 3, to: 8 });
    for (const name of aiButtons) expect((button(name) as HTMLButtonElement).disabled).toBe(false);
    expect(textbox.getAttribute("contenteditable")).toBe("true");
  });

  it.each([
    ["nothing is", () => undefined],
    ["everything is", (editor: Editor) => void editor.commands.selectAll()],
  ])("improves the whole field when %s selected", async (_name, select) => {
    standIn().reply({ answer: "I lead a team of five engineers.\n\nWe ship weekly." });
    const { user, editor, lastHtml } = renderField("<p>i leads a team of five engineer</p><p>we ships weekly</p>");
    act(() => select(editor));
    await user.click(button(text.ai.improve));
    await vi.waitFor(() => expect(lastHtml()).toBe("<p>I lead a team of five engineers.</p><p>We ship weekly.</p>"));
    expect(standIn().calls[0]?.body).toMatchObject({
      temperature: 0,
      messages: [{ content: aiPrompt({ mode: "improve" }, "i leads a team of five engineer\n\nwe ships weekly") }],
    });
  });

  it("shows a failed request as an error toast and keeps the text", async () => {
    standIn().reply({ status: 429, body: { error: { message: "Rate limit reached." } } });
    const { user, lastHtml } = renderField();
    await user.click(button(text.ai.fix));
    await vi.waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1));
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      variant: "error",
      title: text.ai.errorTitle,
      description: text.ai.errors.http.replace("{{status}}", "429").replace("{{message}}", "Rate limit reached."),
    });
    expect(lastHtml()).toBeUndefined();
    expect((button(text.ai.fix) as HTMLButtonElement).disabled).toBe(false);
  });

  it("has nothing to work on in an empty field", () => {
    renderField("");
    for (const name of aiButtons) expect((button(name) as HTMLButtonElement).disabled).toBe(true);
  });
});
