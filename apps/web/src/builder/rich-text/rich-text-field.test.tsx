import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import enUS from "@/locales/en-US.json";
import { RichTextField } from "./rich-text-field";

const toolbarName = enUS.richText.toolbar.replace("{{label}}", "Summary");

function Field({ initial, disabled, onChange }: { initial: string; disabled?: boolean; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <button type="button">Before</button>
      <RichTextField
        label="Summary"
        value={value}
        disabled={disabled}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
    </>
  );
}

function renderField(initial = "<p>Hello world</p>", disabled = false) {
  const onChange = vi.fn<(html: string) => void>();
  render(<Field initial={initial} disabled={disabled} onChange={onChange} />);
  const textbox = () => screen.getByRole("textbox", { name: "Summary" });
  /** Resolves once the live editor (its toolbar is announced) has replaced the stand-in. */
  const live = async () => {
    await screen.findByRole("toolbar", { name: toolbarName });
    return textbox();
  };
  return { user: userEvent.setup(), textbox, live, onChange };
}

describe("RichTextField", () => {
  it("shows the sanitised value in a labelled, focusable textbox before any editor loads", () => {
    const { textbox } = renderField('<p>Hi <strong>there</strong></p><img src="https://example.com/a.png" onerror="alert(1)">');
    const stand = textbox();
    expect(stand.innerHTML).toContain("<strong>there</strong>");
    expect(stand.innerHTML).not.toContain("onerror");
    expect(stand.getAttribute("aria-multiline")).toBe("true");
    expect(stand.getAttribute("aria-readonly")).toBe("false");
    expect(stand.getAttribute("contenteditable")).toBe("true");
    expect(stand.tabIndex).toBe(0);
    // The toolbar drawn beside it is a picture: not announced, not focusable.
    expect(screen.queryByRole("toolbar")).toBeNull();
  });

  it("hands over to the live editor when tabbed into: focused, and typing edits the value", async () => {
    const { user, live, onChange } = renderField();
    await user.click(screen.getByRole("button", { name: "Before" }));
    await user.tab();
    const editor = await live();
    await waitFor(() => expect(document.activeElement).toBe(editor));
    expect("editor" in editor).toBe(true);
    await user.keyboard("!");
    expect(onChange.mock.lastCall?.[0]).toBe("<p>Hello world!</p>");
  });

  it("hands over on hover without taking focus", async () => {
    const { textbox, live } = renderField();
    fireEvent.pointerEnter(textbox().parentElement!);
    const editor = await live();
    expect(document.activeElement).not.toBe(editor);
    expect(editor.textContent).toBe("Hello world");
  });

  it("keeps what was typed into the stand-in before the editor took over, a last space too, and reports it", async () => {
    const { textbox, live, onChange } = renderField();
    const stand = textbox();
    act(() => {
      stand.innerHTML = "<p>Hello brave </p>";
      fireEvent.input(stand);
    });
    fireEvent.pointerDown(stand);
    const editor = await live();
    expect(editor.textContent).toBe("Hello brave ");
    expect(onChange).toHaveBeenLastCalledWith("<p>Hello brave </p>");
  });

  it("is read-only but still readable on a locked resume, before and after the hand-over", async () => {
    const { textbox, live } = renderField("<p>Locked text</p>", true);
    expect(textbox().getAttribute("contenteditable")).toBe("false");
    expect(textbox().getAttribute("aria-readonly")).toBe("true");
    fireEvent.focus(textbox());
    const editor = await live();
    expect(editor.getAttribute("contenteditable")).toBe("false");
    expect(editor.getAttribute("aria-readonly")).toBe("true");
    expect(editor.textContent).toBe("Locked text");
  });
});
