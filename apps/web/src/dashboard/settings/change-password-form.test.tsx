import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { passwordMismatchMessage, type User } from "@vitae/schema";
import { beforeEach, describe, expect, it } from "vitest";
import { userQueryKey } from "@/api/user-query";
import enUS from "@/locales/en-US.json";
import { fail, ok, withTestApi } from "@/test/browser-api";
import { renderRoute } from "@/test/render-route";
import { ada } from "@/test/user-fixture";
import { useToastStore } from "@/ui/toast/toast-store";
import { ChangePasswordForm } from "./change-password-form";

const api = withTestApi();
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const messageUnder = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" | ");

function renderForm(account: Partial<User> = {}) {
  const user = { ...ada, ...account };
  return renderRoute(() => <ChangePasswordForm user={user} />, { path: "/dashboard/settings", user });
}

async function change(current: string | null, password: string, confirm: string) {
  const user = userEvent.setup();
  if (current !== null) await user.type(field(enUS.settings.security.currentPassword), current);
  await user.type(field(enUS.auth.fields.newPassword), password);
  await user.type(field(enUS.settings.security.confirmPassword), confirm);
  await user.click(screen.getByRole("button", { name: enUS.settings.security.updatePassword }));
}

describe("ChangePasswordForm", () => {
  it("shows the mismatch message under the confirmation and sends nothing", async () => {
    renderForm();
    await change("old secret", "new secret", "new secrets");
    await screen.findByText(passwordMismatchMessage);
    const confirm = field(enUS.settings.security.confirmPassword);
    expect(messageUnder(confirm)).toContain(passwordMismatchMessage);
    expect(confirm.getAttribute("aria-invalid")).toBe("true");
    expect(field(enUS.auth.fields.newPassword).getAttribute("aria-invalid")).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it("asks an email account for its current password", async () => {
    renderForm();
    await change(null, "new secret", "new secret");
    await screen.findByText(enUS.validation.required);
    expect(messageUnder(field(enUS.settings.security.currentPassword))).toContain(enUS.validation.required);
    expect(api.calls).toHaveLength(0);
  });

  it("sends the current password with the new one, then clears the form", async () => {
    api.on("PATCH /api/auth/password", ok());
    renderForm();
    await change("old secret", "new secret", "new secret");
    await expect.poll(() => api.calls[0]?.body).toEqual({ currentPassword: "old secret", password: "new secret" });
    await expect.poll(() => useToastStore.getState().toasts[0]?.title).toBe(enUS.settings.security.passwordChanged);
    expect(field(enUS.auth.fields.newPassword).value).toBe("");
  });

  it("sends only the new password for a social account without one, which asks for it from then on", async () => {
    api.on("PATCH /api/auth/password", ok());
    const { queryClient } = renderForm({ provider: "github", hasPassword: false });
    expect(screen.queryByLabelText(enUS.settings.security.currentPassword)).toBeNull();
    await change(null, "new secret", "new secret");
    await expect.poll(() => api.calls[0]?.body).toEqual({ password: "new secret" });
    await expect.poll(() => queryClient.getQueryData<User>(userQueryKey)?.hasPassword).toBe(true);
  });

  it("asks a social account that has set a password for the current one", async () => {
    api.on("PATCH /api/auth/password", ok());
    renderForm({ provider: "github", hasPassword: true });
    await change("old secret", "new secret", "new secret");
    await expect.poll(() => api.calls[0]?.body).toEqual({ currentPassword: "old secret", password: "new secret" });
  });

  it("toasts a wrong current password and resets the fields", async () => {
    api.on("PATCH /api/auth/password", fail(401, "InvalidCredentials"));
    renderForm();
    await change("wrong", "new secret", "new secret");
    await expect.poll(() => useToastStore.getState().toasts[0]?.description).toBe(enUS.errors.codes.InvalidCredentials);
    expect(field(enUS.settings.security.currentPassword).value).toBe("");
  });
});
