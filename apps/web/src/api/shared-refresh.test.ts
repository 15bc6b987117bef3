import { describe, expect, it } from "vitest";
import { refreshedAtKey, refreshLockName, refreshOncePerBrowser, type SharedRefreshEnvironment } from "./shared-refresh";

/** A LockManager of one browser: holders of one name run one after another, as the Web Locks API does. */
function fakeLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  const locks = {
    request: ((name: string, callback: () => Promise<unknown>) => {
      names.push(name);
      const previous = queues.get(name) ?? Promise.resolve();
      const next = previous.then(callback, callback);
      queues.set(name, next.catch(() => undefined));
      return next;
    }) as LockManager["request"],
  };
  return { locks, names };
}

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe("refreshOncePerBrowser", () => {
  it("lets tabs that wait for the lock reuse the refresh a tab before them made", async () => {
    const { locks, names } = fakeLocks();
    const storage = memoryStorage();
    let clock = 1_000;
    const tab = (): SharedRefreshEnvironment => ({ locks, storage, now: () => clock });
    let refreshes = 0;
    const refresh = async () => {
      refreshes += 1;
      clock += 5;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return true;
    };
    const results = await Promise.all([1, 2, 3].map(() => refreshOncePerBrowser(refresh, tab())));
    expect(results).toEqual([true, true, true]);
    expect(refreshes).toBe(1);
    expect(names).toEqual([refreshLockName, refreshLockName, refreshLockName]);
    expect(Number(storage.getItem(refreshedAtKey))).toBe(1_005);

    // Later, when the new session expires in turn, a tab refreshes again.
    clock += 60_000;
    expect(await refreshOncePerBrowser(refresh, tab())).toBe(true);
    expect(refreshes).toBe(2);
  });

  it("refreshes again after a failed refresh, and leaves no stamp for it", async () => {
    const { locks } = fakeLocks();
    const storage = memoryStorage();
    const environment = { locks, storage, now: () => 1 };
    let calls = 0;
    const failing = async () => {
      calls += 1;
      return false;
    };
    expect(await Promise.all([refreshOncePerBrowser(failing, environment), refreshOncePerBrowser(failing, environment)])).toEqual([
      false,
      false,
    ]);
    expect(calls).toBe(2);
    expect(storage.getItem(refreshedAtKey)).toBeNull();
  });

  it("falls back to refreshing in each tab without Web Locks or storage", async () => {
    let calls = 0;
    const refresh = async () => {
      calls += 1;
      return true;
    };
    const environment = { locks: undefined, storage: undefined, now: () => 1 };
    expect(await refreshOncePerBrowser(refresh, environment)).toBe(true);
    expect(await refreshOncePerBrowser(refresh, environment)).toBe(true);
    expect(calls).toBe(2);
  });
});
