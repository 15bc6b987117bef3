import { act, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { ToastOutlet } from "./toast-outlet";
import { toast, useToastStore } from "./toast-store";

// The outlet imports the toaster lazily; transforming it on first import can take seconds on a
// loaded machine, which is not what these tests time.
beforeAll(() => import("./toaster"), 60_000);
beforeEach(() => useToastStore.setState({ toasts: [] }));

describe("ToastOutlet", () => {
  it("renders nothing until the first toast, then shows it with Radix Toast", async () => {
    const { container } = render(<ToastOutlet />);
    expect(container.innerHTML).toBe("");

    act(() => void toast({ title: "Saved", description: "Your resume was saved.", variant: "success" }));
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(screen.getByText("Your resume was saved.")).toBeTruthy();
  });

  it("closing a toast dismisses it in the store", async () => {
    render(<ToastOutlet />);
    act(() => void toast({ title: "Hello" }));
    await userEvent.click(await screen.findByRole("button", { name: enUS.toast.close }));
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
  });
});
