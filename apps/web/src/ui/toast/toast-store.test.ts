import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { limits } from "@vitae/schema";
import { toast, useToastStore } from "./toast-store";

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});
afterEach(() => vi.useRealTimers());

const toasts = () => useToastStore.getState().toasts;

describe("toast store", () => {
  it("keeps at most one toast, the newest", () => {
    expect(limits.toastLimit).toBe(1);
    toast({ title: "first" });
    toast({ title: "second" });
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toMatchObject({ title: "second", open: true, variant: "default" });
  });

  it("removes a toast 5 s after it is dismissed, not before", () => {
    expect(limits.toastRemoveDelayMs).toBe(5000);
    const { id, dismiss } = toast({ title: "saved", variant: "success" });
    dismiss();
    expect(toasts()).toEqual([expect.objectContaining({ id, open: false })]);

    vi.advanceTimersByTime(4999);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  it("dismisses every toast when no id is given", () => {
    toast({ title: "one" });
    useToastStore.getState().dismiss();
    expect(toasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(limits.toastRemoveDelayMs);
    expect(toasts()).toHaveLength(0);
  });

  it("does not remove a toast that was never dismissed", () => {
    toast({ title: "stays" });
    vi.advanceTimersByTime(60_000);
    expect(toasts()).toHaveLength(1);
  });
});
