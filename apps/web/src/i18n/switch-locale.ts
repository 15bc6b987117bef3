import type { QueryClient } from "@tanstack/react-query";
import type { User } from "@vitae/schema";
import { userQueryKey } from "@/api/user-query";
import { LOCALE_STORAGE_KEY } from "@/constants";
import { withCatalogueParts } from "./load-catalogue-part";

/** The page reload a locale change ends with; an object so tests can replace it. */
export const page = { reload: () => window.location.reload() };

/**
 * A locale change is saved to the account (PATCH /user/me) when someone is signed
 * in, stored in this browser, then the page reloads in the new language. Resolves false,
 * after showing the error, when the account could not be updated; nothing changes then.
 */
export async function switchLocale(queryClient: QueryClient, locale: string): Promise<boolean> {
  const signedIn = Boolean(queryClient.getQueryData(userQueryKey));
  const updated = signedIn ? await saveToAccount(locale) : null;
  if (signedIn && !updated) return false;
  // Stored before the cache learns the account's new locale, so adoptAccountLocale finds
  // nothing to adopt and the reload alone changes the language.
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  if (updated) queryClient.setQueryData(userQueryKey, updated);
  page.reload();
  return true;
}

/** The updated user, or null after toasting why the account could not be updated. */
async function saveToAccount(locale: string): Promise<User | null> {
  // Loaded on demand: the account API pulls in zod, which the landing page should not pay for;
  // the error messages are not among the words the landing page starts with.
  const [{ authApi }, { toastApiError }] = await Promise.all([
    import("@/api/auth-api"),
    withCatalogueParts(["forms"], () => import("@/api/toast-api-error")),
  ]);
  try {
    return await authApi.updateUser({ locale });
  } catch (error) {
    toastApiError(error);
    return null;
  }
}
