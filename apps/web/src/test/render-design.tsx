import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { ResumeData } from "@vitae/schema";
import type { ReactElement } from "react";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createQueryClient } from "@/api/query-client";
import type { VersionedResume } from "@/api/resume-api";
import { userQueryKey } from "@/api/user-query";
import { type BrowserApi, startBrowserApi } from "./browser-api";
import { buildResume } from "./resume-fixture";
import { ada } from "./user-fixture";
import { useToastStore } from "@/ui/toast/toast-store";
import { useBuilderStore } from "@/builder/store/builder-store";

/*
 * Test helper of the design panel's tests: loads a resume into the builder store and renders a
 * part of the panel with a query cache that knows the signed-in user.
 */

export function renderDesign(ui: ReactElement, overrides: Partial<VersionedResume> = {}) {
  const resume = buildResume(overrides);
  useBuilderStore.getState().load(resume);
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, ada);
  const user = userEvent.setup();
  const view = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...view, user, resume, queryClient };
}

/** The resume data in the store now. */
export function storeData(): ResumeData {
  const { data } = useBuilderStore.getState();
  if (!data) throw new Error("No resume is loaded");
  return data;
}

/**
 * Drives the slider named `name` from the keyboard and reads the stored value after each move:
 * one step up, then End and one more (past the top), then Home and one less (past the bottom).
 */
export async function sweepSlider(user: ReturnType<typeof userEvent.setup>, name: string, read: () => number) {
  const slider = screen.getByRole("slider", { name });
  slider.focus();
  await user.keyboard("{ArrowRight}");
  const stepped = read();
  await user.keyboard("{End}{ArrowRight}");
  const top = read();
  await user.keyboard("{Home}{ArrowLeft}");
  return { stepped, top, bottom: read(), min: slider.getAttribute("aria-valuemin"), max: slider.getAttribute("aria-valuemax") };
}

/**
 * A real HTTP API for the calling test file (call it at the top of the file): started once,
 * with its calls, routes and the toasts forgotten before each test.
 */
export function withTestApi(): { readonly api: BrowserApi } {
  let api: BrowserApi | undefined;
  beforeAll(async () => {
    api = await startBrowserApi();
  });
  afterAll(() => api?.close());
  beforeEach(() => {
    api?.reset();
    useToastStore.setState({ toasts: [] });
  });
  return {
    get api() {
      if (!api) throw new Error("The test API starts in beforeAll");
      return api;
    },
  };
}
