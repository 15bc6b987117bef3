import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { KeywordsInput } from "./keywords-input";

/** The input as a form holds it: keywords and the pending text, both in state. */
function Harness({ initial = [] as string[] }) {
  const [keywords, setKeywords] = useState(initial);
  const [pending, setPending] = useState("");
  return (
    <>
      <KeywordsInput label="Keywords" value={keywords} onChange={setKeywords} pending={pending} onPendingChange={setPending} />
      <output data-testid="keywords">{JSON.stringify(keywords)}</output>
      <output data-testid="pending">{pending}</output>
    </>
  );
}

const keywords = () => JSON.parse(screen.getByTestId("keywords").textContent ?? "[]") as string[];
const removeButton = (keyword: string) =>
  screen.getByRole("button", { name: enUS.builderLeft.keywords.remove.replace("{{keyword}}", keyword) });

describe("KeywordsInput", () => {
  it("turns text into trimmed keywords on comma and Enter, dropping empties and repeats", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["CSS"]} />);
    const input = screen.getByRole("textbox", { name: "Keywords" });
    await user.type(input, " HTML , ,CSS,");
    expect(keywords()).toEqual(["CSS", "HTML"]);
    expect((input as HTMLInputElement).value).toBe("");
    await user.type(input, "  React  {Enter}");
    expect(keywords()).toEqual(["CSS", "HTML", "React"]);
    expect((input as HTMLInputElement).value).toBe("");
    await user.type(input, "   {Enter}");
    expect(keywords()).toEqual(["CSS", "HTML", "React"]);
  });

  it("keeps the text after the last comma pending", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole("textbox", { name: "Keywords" }), "a, b, c");
    expect(keywords()).toEqual(["a", "b"]);
    expect(screen.getByTestId("pending").textContent).toBe("c");
  });

  it("removes a keyword when its chip is clicked", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["Go", "Rust", "Zig"]} />);
    await user.click(removeButton("Rust"));
    expect(keywords()).toEqual(["Go", "Zig"]);
    expect(screen.queryByRole("button", { name: /Rust/ })).toBeNull();
  });
});
