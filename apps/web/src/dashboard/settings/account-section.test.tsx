import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { User } from "@vitae/schema";
import { beforeEach, describe, expect, it } from "vitest";
import { userQueryKey } from "@/api/user-query";
import enUS from "@/locales/en-US.json";
import { fail, ok, withTestApi } from "@/test/browser-api";
import { renderRoute } from "@/test/render-route";
import { ada, adaJson } from "@/test/user-fixture";
import { useToastStore } from "@/ui/toast/toast-store";
import { AccountSection } from "./account-section";

const api = withTestApi();
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
});

const render = (user: User = ada) => renderRoute(() => <AccountSection user={user} />, { path: "/dashboard/settings", user });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole("button", { name: enUS.common.saveChanges });

describe("AccountSection", () => {
  it("asks for the current password with a new email, sends it, and shows the change as pending", async () => {
    api.on("PATCH /api/user/me", ({ body }) =>
      ok({ ...adaJson, pendingEmail: (body as { email: string }).email }),
    );
    const user = userEvent.setup();
    const { queryClient } = render();
    expect(screen.queryByLabelText(enUS.settings.security.currentPassword)).toBeNull();
    await user.clear(field(enUS.auth.fields.email));
    await user.type(field(enUS.auth.fields.email), "ada@lovelace.dev");
    expect(screen.getByText(enUS.settings.account.emailPasswordHint)).toBeTruthy();
    await user.type(field(enUS.settings.security.currentPassword), "analytical-engine");
    await user.click(save());

    await expect.poll(() => useToastStore.getState().toasts[0]?.variant).toBe("info");
    expect(useToastStore.getState().toasts[0]?.description).toBe(
      enUS.settings.account.emailChanged.replace("{{email}}", "ada@lovelace.dev"),
    );
    expect(api.calls[0]?.body).toEqual({ email: "ada@lovelace.dev", currentPassword: "analytical-engine" });
    expect(queryClient.getQueryData<User>(userQueryKey)).toMatchObject({ email: ada.email, pendingEmail: "ada@lovelace.dev" });
  });

  it("marks a wrong current password under its field", async () => {
    api.on("PATCH /api/user/me", fail(401, "InvalidCredentials"));
    const user = userEvent.setup();
    render();
    await user.clear(field(enUS.auth.fields.email));
    await user.type(field(enUS.auth.fields.email), "ada@lovelace.dev");
    await user.type(field(enUS.settings.security.currentPassword), "wrong");
    await user.click(save());
    await expect.poll(() => field(enUS.settings.security.currentPassword).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText(enUS.errors.codes.InvalidCredentials).length).toBeGreaterThan(0);
  });

  it("lets an account without a password ask for a code and send it", async () => {
    api.on("POST /api/user/me/email-code", ok({ message: "sent" }));
    api.on("PATCH /api/user/me", ({ body }) =>
      ok({ ...adaJson, provider: "github", hasPassword: false, pendingEmail: (body as { email: string }).email }),
    );
    const user = userEvent.setup();
    render({ ...ada, provider: "github", hasPassword: false });
    await user.clear(field(enUS.auth.fields.email));
    await user.type(field(enUS.auth.fields.email), "ada@lovelace.dev");
    await user.click(screen.getByRole("button", { name: enUS.settings.account.sendCode }));
    await expect.poll(() => api.calls.find((call) => call.path === "/api/user/me/email-code")?.body).toEqual({
      email: "ada@lovelace.dev",
    });
    await user.type(field(enUS.settings.account.code), "123456");
    await user.click(save());
    await expect.poll(() => api.calls.find((call) => call.path === "/api/user/me")?.body).toEqual({
      email: "ada@lovelace.dev",
      emailCode: "123456",
    });
  });

  it("asks a GitHub account that has set a password for it, and offers no code", async () => {
    api.on("PATCH /api/user/me", ({ body }) =>
      ok({ ...adaJson, provider: "github", pendingEmail: (body as { email: string }).email }),
    );
    const user = userEvent.setup();
    render({ ...ada, provider: "github", hasPassword: true });
    await user.clear(field(enUS.auth.fields.email));
    await user.type(field(enUS.auth.fields.email), "ada@lovelace.dev");
    expect(screen.getByText(enUS.settings.account.emailPasswordHint)).toBeTruthy();
    expect(screen.queryByRole("button", { name: enUS.settings.account.sendCode })).toBeNull();
    await user.type(field(enUS.settings.security.currentPassword), "analytical-engine");
    await user.click(save());
    await expect.poll(() => api.calls[0]?.body).toEqual({ email: "ada@lovelace.dev", currentPassword: "analytical-engine" });
  });

  it("shows a pending address with resend and cancel", async () => {
    api.on("POST /api/user/me/pending-email/resend", ok({ message: "sent" }));
    api.on("DELETE /api/user/me/pending-email", ok({ ...adaJson, pendingEmail: null }));
    const user = userEvent.setup();
    const { queryClient } = render({ ...ada, pendingEmail: "ada@lovelace.dev" });
    expect(screen.getByText(enUS.settings.account.emailPending.replace("{{email}}", "ada@lovelace.dev"))).toBeTruthy();
    expect(screen.getByText(enUS.settings.account.emailPendingHint.replace("{{current}}", ada.email))).toBeTruthy();
    await user.click(screen.getByRole("button", { name: enUS.settings.account.resendPending }));
    await expect.poll(() => useToastStore.getState().toasts[0]?.title).toBe(
      enUS.settings.account.pendingResent.replace("{{email}}", "ada@lovelace.dev"),
    );
    await user.click(screen.getByRole("button", { name: enUS.settings.account.cancelPending }));
    await expect.poll(() => queryClient.getQueryData<User>(userQueryKey)?.pendingEmail).toBeNull();
  });

  it("checks the fields before saving", async () => {
    const user = userEvent.setup();
    render();
    await user.clear(field(enUS.auth.fields.username));
    await user.type(field(enUS.auth.fields.username), "Ada!");
    await user.type(field(enUS.settings.account.picture), "not a link");
    await user.click(save());
    expect(await screen.findByText(enUS.validation.username)).toBeTruthy();
    expect(screen.getByText(enUS.validation.url)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("previews a picture URL and saves it with a success toast", async () => {
    api.on("PATCH /api/user/me", ({ body }) => ok({ ...adaJson, ...(body as object) }));
    const user = userEvent.setup();
    render();
    await user.type(field(enUS.settings.account.picture), "https://example.com/ada.png");
    expect(screen.getByRole("img", { name: enUS.settings.account.picturePreview }).getAttribute("src")).toBe(
      "https://example.com/ada.png",
    );
    await user.click(save());
    await expect.poll(() => useToastStore.getState().toasts[0]?.title).toBe(enUS.settings.account.saved);
    expect(api.calls[0]?.body).toEqual({ picture: "https://example.com/ada.png" });
  });

  it("toasts a taken username", async () => {
    api.on("PATCH /api/user/me", fail(409, "UserAlreadyExists"));
    const user = userEvent.setup();
    render();
    await user.type(field(enUS.auth.fields.username), "2");
    await user.click(save());
    await expect.poll(() => useToastStore.getState().toasts[0]?.description).toBe(enUS.errors.codes.UserAlreadyExists);
  });

  it("notes a verified address, and offers to resend for an unverified one", async () => {
    const { unmount } = render();
    expect(screen.getByText(enUS.settings.account.verified)).toBeTruthy();
    unmount();

    api.on("POST /api/auth/verify-email/resend", ok({ message: "Verification email sent" }));
    render({ ...ada, emailVerified: false });
    expect(screen.getByText(enUS.settings.account.unverified)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: enUS.auth.verifyEmail.resend }));
    await expect.poll(() => useToastStore.getState().toasts[0]).toMatchObject({
      variant: "success",
      description: "Verification email sent",
    });
  });
});
