import i18next from "i18next";
import { toast } from "@/ui/toast/toast-store";
import { toastError } from "@/ui/toast/toast-error";
import { ApiError } from "./api-error";

/** Codes outside the product catalogue that still deserve their own message. */
const extraCodes = ["InvalidEmailChangeCode", "InvalidEmailChangeToken", "StorageQuotaExceeded", "ResumeTooLargeToPrint"] as const;

const isExtraCode = (code: string): code is (typeof extraCodes)[number] => (extraCodes as readonly string[]).includes(code);

/**
 * Shows the toast for a failed call: the catalogue message for a known code,
 * plus a "slow down" note for rate limits, which forms like login answer with 429.
 * Any other failure shows nothing: an unknown code says nothing a person could act on.
 */
export function toastApiError(error: unknown): void {
  if (!(error instanceof ApiError)) {
    // A parse failure or a bug: keep it visible to developers.
    console.error(error);
    return;
  }
  if (toastError(error.code)) return;
  if (isExtraCode(error.code)) {
    toast({ variant: "error", title: i18next.t("errors.title"), description: i18next.t(`errors.extra.${error.code}`) });
    return;
  }
  if (error.code === "TooManyRequests") {
    toast({ variant: "error", title: i18next.t("errors.title"), description: i18next.t("errors.tooManyRequests") });
  }
}
