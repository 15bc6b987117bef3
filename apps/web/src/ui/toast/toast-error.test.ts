import { errorCodes } from "@vitae/schema";
import { beforeEach, describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { toastError } from "./toast-error";
import { useToastStore } from "./toast-store";

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe("toastError", () => {
  it("shows the translated message of a known code under the generic title", () => {
    expect(toastError("ResumeLocked")).toBe(true);
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({
        variant: "error",
        title: enUS.errors.title,
        description: enUS.errors.codes.ResumeLocked,
      }),
    ]);
  });

  it("has a message for every code of the catalogue", () => {
    for (const code of errorCodes) {
      toastError(code);
      expect(useToastStore.getState().toasts[0]?.description).toBe(enUS.errors.codes[code]);
    }
  });

  it.each(["NotACode", "ValidationError", "", undefined, 42])("shows nothing for %j", (code) => {
    expect(toastError(code)).toBe(false);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });
});
