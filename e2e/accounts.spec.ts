import { expect, type Page, test } from "@playwright/test";
import { TOTP } from "otpauth";
import { githubAccount } from "./support/github-stand-in.mjs";
import { linkIn, waitForMail } from "./support/mail";
import { e2ePorts } from "./support/ports.mjs";

const appUrl = `http://127.0.0.1:${e2ePorts.app}`;

// The whole life of an account, in one browser, reading mail from a real SMTP server.
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const account = {
  name: "Quinn Harper",
  username: `quinn-${stamp}`,
  email: `quinn.${stamp}@example.com`,
  password: "first-secret-pw",
  newPassword: "second-secret-pw",
};

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function signIn(page: Page, password: string) {
  await page.goto("/auth/login");
  await page.getByLabel("Email or username").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A TOTP code for a time step the server has not seen yet (codes are single-use). */
async function freshCode(totp: TOTP, lastStep: { value: number }): Promise<string> {
  let step = Math.floor(Date.now() / 30_000);
  if (step <= lastStep.value) {
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * 30_000 - Date.now() + 250));
    step = Math.floor(Date.now() / 30_000);
  }
  lastStep.value = step;
  return totp.generate();
}

test("register, verify, two-factor, backup codes, password reset and deletion", async ({ page }) => {
  test.setTimeout(180_000);

  // Register, then verify the address from the mailed link.
  await page.goto("/auth/register");
  await page.getByLabel("Name", { exact: true }).fill(account.name);
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/auth\/verify-email$/);

  const verification = await waitForMail(account.email, 1);
  await page.goto(linkIn(verification, `${appUrl}/auth/verify-email?token=`));
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);
  await expect(page.getByText("Your email address has been verified.").first()).toBeVisible();

  await signOut(page);
  await signIn(page, account.password);
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);

  // Enable two-factor authentication with a code computed from the setup URI.
  await page.goto("/dashboard/settings");
  await page.getByRole("button", { name: "Enable two-factor authentication" }).click();
  const uriField = page.getByLabel("Setup link", { exact: true });
  await expect(uriField).toHaveValue(/^otpauth:\/\/totp\//);
  const uri = new URL(await uriField.inputValue());
  const totp = new TOTP({ secret: uri.searchParams.get("secret") ?? "", digits: 6, period: 30 });
  const lastStep = { value: 0 };
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Authentication code").fill(await freshCode(totp, lastStep));
  await page.getByRole("button", { name: "Enable", exact: true }).click();
  const codeItems = page.getByRole("dialog").getByRole("listitem");
  await expect(codeItems).toHaveCount(8);
  const codes = await codeItems.allInnerTexts();
  for (const code of codes) expect(code.trim()).toMatch(/^[a-z0-9]{10}$/);
  await page.getByRole("button", { name: "I have saved my codes" }).click();
  await signOut(page);

  // Sign in with a TOTP code.
  await signIn(page, account.password);
  await expect(page).toHaveURL(/\/auth\/verify-otp/);
  await page.getByLabel("Authentication code").fill(await freshCode(totp, lastStep));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);
  await signOut(page);

  // Sign in with a backup code.
  await signIn(page, account.password);
  await page.getByRole("link", { name: "Use a backup code" }).click();
  await page.getByLabel("Backup code").fill((codes[0] ?? "").trim());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);
  await signOut(page);

  // Reset the password from the mailed link; two-factor stays on.
  await page.goto("/auth/forgot-password");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Check your inbox").first()).toBeVisible();
  const reset = await waitForMail(account.email, 2);
  await page.goto(linkIn(reset, `${appUrl}/auth/reset-password?token=`));
  await page.getByLabel("New password").fill(account.newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/auth\/login/);

  await signIn(page, account.newPassword);
  await expect(page).toHaveURL(/\/auth\/verify-otp/);
  await page.getByRole("link", { name: "Use a backup code" }).click();
  await page.getByLabel("Backup code").fill((codes[1] ?? "").trim());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);

  // Delete the account: it is gone for good.
  await page.goto("/dashboard/settings");
  await page.getByRole("button", { name: "Delete account" }).first().click();
  await page.getByLabel(/Type "delete" to confirm/).fill("delete");
  // The delete form's own password field (the password form above has one too).
  await page.getByLabel("Current password").last().fill(account.newPassword);
  await page.getByRole("button", { name: "Delete account" }).last().click();
  await page.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, account.newPassword);
  await expect(page).toHaveURL(/\/auth\/login/);
  // The failed sign-in keeps who tried and clears only the password.
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
});

test("sign in with GitHub through the loopback stand-in", async ({ page }) => {
  await page.goto("/auth/login");
  await page.getByRole("link", { name: "Continue with GitHub" }).click();
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);
  // The account was created from GitHub's profile, with its verified primary email.
  const me = await page.request.get("/api/user/me");
  expect(await me.json()).toMatchObject({
    email: githubAccount.email,
    name: githubAccount.name,
    username: "octo-tester",
    provider: "github",
    emailVerified: true,
  });
});

test("an anonymous visitor on a protected page is sent to sign in, keeping the way back", async ({ page }) => {
  await page.goto("/dashboard/settings?tab=account");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard%2Fsettings%3Ftab%3Daccount$/);
});
