import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Node-environment tests (the real-HTTP ones) have no DOM to initialise.
if (typeof document !== "undefined") {
  const { initI18n } = await import("@/i18n/init-i18n");
  await initI18n();
}

// findBy*/waitFor give up after 1 s by default; lazy chunks and real-HTTP answers can take
// longer on a busy 2-core CI machine, which made tests fail that a user would never notice.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  if (typeof localStorage !== "undefined") localStorage.clear();
});
