import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { userQueryKey } from "@/api/user-query";
import enUS from "@/locales/en-US.json";
import { fail, ok, withTestApi } from "@/test/browser-api";
import { renderRoute } from "@/test/render-route";
import { ada, adaJson } from "@/test/user-fixture";
import { useToastStore } from "@/ui/toast/toast-store";
import { BackupOtpPage } from "./backup-otp-page";
import { VerifyOtpPage } from "./verify-otp-page";

const api = withTestApi();
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
});

describe("VerifyOtpPage", () => {
  it("asks for exactly six digits", async () => {
    const user = userEvent.setup();
    renderRoute(VerifyOtpPage, { path: "/auth/verify-otp" });
    await user.type(screen.getByLabelText(enUS.auth.verifyOtp.code), "12a45");
    await user.click(screen.getByRole("button", { name: enUS.auth.verifyOtp.submit }));
    expect(await screen.findByText(enUS.validation.twoFactorCode)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("signs in with a code and goes to the redirect value", async () => {
    api.on("POST /api/auth/2fa/verify", ok({ status: "authenticated", user: adaJson }));
    const user = userEvent.setup();
    const { location, queryClient } = renderRoute(VerifyOtpPage, {
      path: "/auth/verify-otp",
      at: `/auth/verify-otp?redirect=${encodeURIComponent("/dashboard/settings")}`,
    });
    await user.type(screen.getByLabelText(enUS.auth.verifyOtp.code), "123456");
    await user.click(screen.getByRole("button", { name: enUS.auth.verifyOtp.submit }));
    await screen.findByTestId("elsewhere");
    expect(location()).toBe("/dashboard/settings");
    expect(api.calls[0]?.body).toEqual({ code: "123456" });
    expect(queryClient.getQueryData(userQueryKey)).toEqual(ada);
  });

  it("links to the backup-code form, keeping the redirect", () => {
    renderRoute(VerifyOtpPage, { path: "/auth/verify-otp", at: "/auth/verify-otp?redirect=%2Fbuilder%2Fx" });
    expect(screen.getByRole("link", { name: enUS.auth.verifyOtp.useBackup }).getAttribute("href")).toBe(
      "/auth/backup-otp?redirect=%2Fbuilder%2Fx",
    );
  });
});

describe("BackupOtpPage", () => {
  it("toasts a spent backup code and empties the field", async () => {
    api.on("POST /api/auth/2fa/backup", fail(401, "InvalidTwoFactorBackupCode"));
    const user = userEvent.setup();
    renderRoute(BackupOtpPage, { path: "/auth/backup-otp" });
    const field = screen.getByLabelText(enUS.auth.backupOtp.code) as HTMLInputElement;
    await user.type(field, "a1b2c3d4e5");
    await user.click(screen.getByRole("button", { name: enUS.auth.backupOtp.submit }));
    await expect.poll(() => useToastStore.getState().toasts[0]?.description).toBe(
      enUS.errors.codes.InvalidTwoFactorBackupCode,
    );
    expect(field.value).toBe("");
  });

  it("has a way back to the code form", () => {
    renderRoute(BackupOtpPage, { path: "/auth/backup-otp" });
    expect(screen.getByRole("link", { name: enUS.common.back }).getAttribute("href")).toBe("/auth/verify-otp");
  });
});
