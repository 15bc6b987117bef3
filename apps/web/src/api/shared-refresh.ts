/**
 * One session refresh for the whole browser, not one per tab. Refresh tokens rotate, so
 * tabs refreshing at once would present the same token; the server answers them all
 * within a short grace, but beyond it a second presentation looks like theft. With the
 * Web Locks API the tabs take turns, and a tab that waited finds the stamp a tab before it
 * left and refreshes no more (its cookies are already new). Without Web Locks each tab
 * refreshes on its own and the server's grace keeps them signed in.
 */
export const refreshLockName = "vitae:session-refresh";
export const refreshedAtKey = "vitae:session-refreshed-at";

export interface SharedRefreshEnvironment {
  locks: Pick<LockManager, "request"> | undefined;
  storage: Pick<Storage, "getItem" | "setItem"> | undefined;
  now: () => number;
}

function browserEnvironment(): SharedRefreshEnvironment {
  const nav = typeof navigator === "undefined" ? undefined : navigator;
  let storage: Storage | undefined;
  try {
    storage = typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    // Storage can be switched off; the lock alone still serialises the refreshes.
    storage = undefined;
  }
  return { locks: nav && "locks" in nav ? nav.locks : undefined, storage, now: Date.now };
}

export async function refreshOncePerBrowser(
  refresh: () => Promise<boolean>,
  environment: SharedRefreshEnvironment = browserEnvironment(),
): Promise<boolean> {
  const { locks, storage, now } = environment;
  const waitingSince = now();
  const run = async (): Promise<boolean> => {
    const refreshedAt = Number(storage?.getItem(refreshedAtKey) ?? 0);
    if (refreshedAt >= waitingSince) return true;
    const ok = await refresh();
    if (ok) {
      try {
        storage?.setItem(refreshedAtKey, String(now()));
      } catch {
        // A full or blocked storage only costs the next tab one more refresh.
      }
    }
    return ok;
  };
  return locks ? locks.request(refreshLockName, run) : run();
}
