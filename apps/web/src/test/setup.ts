import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Node-environment tests (the real-HTTP ones) have no DOM to initialise.
if (typeof document !== "undefined") {
  const { initI18n } = await import("../i18n/init-i18n");
  await initI18n();
}

afterEach(() => {
  cleanup();
  if (typeof localStorage !== "undefined") localStorage.clear();
});
