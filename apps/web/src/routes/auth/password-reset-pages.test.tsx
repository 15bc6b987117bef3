import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { fail, ok, withTestApi } from "@/test/browser-api";
import { renderRoute } from "@/test/render-route";
import { useToastStore } from "@/ui/toast/toast-store";
import { ForgotPasswordPage } from "./forgot-password-page";
import { ResetPasswordPage } from "./reset-password-page";

const api = withTestApi();
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
});

describe("ForgotPasswordPage", () => {
  it("checks the address, then replaces the form with a notice", async () => {
    api.on("POST /api/auth/forgot-password", ok({ message: "If the address exists, a mail is on its way" }));
    const user = userEvent.setup();
    renderRoute(ForgotPasswordPage, { path: "/auth/forgot-password" });
    const email = screen.getByLabelText(enUS.auth.fields.email);
    await user.type(email, "ada@");
    await user.click(screen.getByRole("button", { name: enUS.auth.forgotPassword.submit }));
    expect(await screen.findByText(enUS.validation.email)).toBeTruthy();

    await user.type(email, "example.com");
    await user.click(screen.getByRole("button", { name: enUS.auth.forgotPassword.submit }));
    expect((await screen.findByRole("status")).textContent).toContain(enUS.auth.forgotPassword.sentTitle);
    expect(api.calls[0]?.body).toEqual({ email: "ada@example.com" });
    expect(screen.queryByLabelText(enUS.auth.fields.email)).toBeNull();
  });
});

describe("ResetPasswordPage", () => {
  const at = "/auth/reset-password?token=r3set";

  it("sets the new password with the token and goes to login with a toast", async () => {
    api.on("POST /api/auth/reset-password", ok({ message: "Password reset" }));
    const user = userEvent.setup();
    const { location } = renderRoute(ResetPasswordPage, { path: "/auth/reset-password", at });
    await user.type(screen.getByLabelText(enUS.auth.fields.newPassword), "brand new");
    await user.click(screen.getByRole("button", { name: enUS.auth.resetPassword.submit }));
    await screen.findByTestId("elsewhere");
    expect(location()).toBe("/auth/login");
    expect(api.calls[0]?.body).toEqual({ token: "r3set", password: "brand new" });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: "success", title: enUS.auth.resetPassword.success });
  });

  it("toasts an expired link and empties the field", async () => {
    api.on("POST /api/auth/reset-password", fail(400, "InvalidResetToken"));
    const user = userEvent.setup();
    renderRoute(ResetPasswordPage, { path: "/auth/reset-password", at });
    const field = screen.getByLabelText(enUS.auth.fields.newPassword) as HTMLInputElement;
    await user.type(field, "brand new");
    await user.click(screen.getByRole("button", { name: enUS.auth.resetPassword.submit }));
    await expect.poll(() => useToastStore.getState().toasts[0]?.description).toBe(enUS.errors.codes.InvalidResetToken);
    expect(field.value).toBe("");
  });
});
