import { LOCALE_STORAGE_KEY } from "@/constants";

/**
 * The locale chosen in this browser's language picker, or null. Storage can be refused
 * (privacy settings, sandboxed frames); that reads as no choice.
 */
export function storedLocale(storage: () => Pick<Storage, "getItem"> | null = () => window.localStorage): string | null {
  try {
    return storage()?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}
