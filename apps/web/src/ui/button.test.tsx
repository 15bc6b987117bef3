import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";

describe("Button", () => {
  it("is a button that does not submit forms unless asked, with its variant's and the caller's classes", () => {
    render(
      <Button variant="secondary" size="sm" className="justify-self-start">
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.getAttribute("type")).toBe("button");
    expect(button.className).toContain("border-zinc-300");
    expect(button.className).toContain("h-8");
    expect(button.className).toContain("justify-self-start");
  });

  it("as a child's wrapper, gives that element the look and the props, keeping the child's own", async () => {
    const onClick = vi.fn();
    render(
      <Button asChild variant="ghost" aria-describedby="hint" onClick={onClick}>
        <a href="/docs" className="underline" title="Documentation">
          Docs
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Docs" });
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("/docs");
    expect(link.getAttribute("title")).toBe("Documentation");
    expect(link.getAttribute("aria-describedby")).toBe("hint");
    expect(link.hasAttribute("type")).toBe(false);
    expect(link.className).toContain("hover:bg-zinc-100");
    expect(link.className.endsWith(" underline")).toBe(true);
    link.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("throws on conflicting classes in tests, so a look that needs other values becomes a variant", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Button size="icon" className="size-8" aria-label="Menu" />)).toThrow(/size-9 would be overridden/);
  });
});
