import type { QueryClient } from "@tanstack/react-query";
import { userQueryKey } from "../api/user-query";
import { LOCALE_STORAGE_KEY } from "../constants";
import { loadFullCatalogue } from "./init-i18n";

/** The page reload a locale change ends with; an object so tests can replace it. */
export const page = { reload: () => window.location.reload() };

/**
 * SPEC §4: a locale change is saved to the account (PATCH /user/me) when someone is signed
 * in, stored in this browser, then the page reloads in the new language. Resolves false,
 * after showing the error, when the account could not be updated; nothing changes then.
 */
export async function switchLocale(queryClient: QueryClient, locale: string): Promise<boolean> {
  if (queryClient.getQueryData(userQueryKey)) {
    // Loaded on demand: the account API pulls in zod, which the landing page should not pay for.
    const [{ authApi }, { toastApiError }] = await Promise.all([
      import("../api/auth-api"),
      import("../api/toast-api-error"),
    ]);
    try {
      queryClient.setQueryData(userQueryKey, await authApi.updateUser({ locale }));
    } catch (error) {
      // The landing page has only the core of the catalogue; the error messages are in the rest.
      await loadFullCatalogue().catch(() => {});
      toastApiError(error);
      return false;
    }
  }
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  page.reload();
  return true;
}
