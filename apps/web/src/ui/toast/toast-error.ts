import { type ErrorCode, errorCodes } from "@vitae/schema";
import i18next from "i18next";
import { toast } from "./toast-store";

const isKnownCode = (code: unknown): code is ErrorCode => (errorCodes as readonly unknown[]).includes(code);

/**
 * Shows the translated message for a catalogue error code under a generic title.
 * Unknown codes show nothing: the caller decides whether to say something else.
 * Returns whether a toast was shown.
 */
export function toastError(code: unknown): boolean {
  if (!isKnownCode(code)) return false;
  toast({ variant: "error", title: i18next.t("errors.title"), description: i18next.t(`errors.codes.${code}`) });
  return true;
}
