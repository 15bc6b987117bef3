import { type APIRequestContext, type FrameLocator, type Page, expect } from "@playwright/test";

// Helpers shared by the specs that only need "a signed-in user with a resume open in the
// builder": sign-up through the API (the page's cookies carry the session), a resume
// created through the API, and the builder opened until its preview has drawn.

/** Signs up a new user whose name is unique to this run; the page's context is signed in. */
export async function signUp(page: Page, name: string, locale = "en-US"): Promise<{ username: string; email: string }> {
  const unique = `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { username: unique, email: `${unique}@example.com` };
  const response = await page.request.post("/api/auth/register", {
    data: { name: "Ines Okafor", ...account, password: "ines-password", locale },
  });
  expect(response.status()).toBe(201);
  return account;
}

export async function createResume(request: APIRequestContext, title: string): Promise<string> {
  const response = await request.post("/api/resume", { data: { title } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export const previewFrame = (page: Page): FrameLocator => page.frameLocator('[data-testid="builder-preview-frame"]');

/** Opens the builder and waits until the preview has drawn the resume. */
export async function openBuilder(page: Page, id: string): Promise<void> {
  await page.goto(`/builder/${id}`);
  await expect(previewFrame(page).locator('html[data-vitae-ready="true"]')).toBeAttached({ timeout: 20_000 });
}
