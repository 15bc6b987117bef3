import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Node-environment tests (the real-HTTP ones) have no DOM to initialise.
if (typeof document !== "undefined") {
  const [{ initI18n }, { loadCataloguePart }, { catalogueParts }] = await Promise.all([
    import("@/i18n/init-i18n"),
    import("@/i18n/load-catalogue-part"),
    import("@/i18n/catalogue-parts"),
  ]);
  await initI18n();
  // Components are tested on their own, outside the routes that load their words: all of en-US.
  await Promise.all(Object.keys(catalogueParts).map((part) => loadCataloguePart(part as keyof typeof catalogueParts)));
}

// findBy*/waitFor give up after 1 s by default; lazy chunks and real-HTTP answers can take
// longer on a busy 2-core CI machine, which made tests fail that a user would never notice.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  if (typeof localStorage !== "undefined") localStorage.clear();
});
