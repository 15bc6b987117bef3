import { useQuery } from "@tanstack/react-query";
import { act, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { User } from "@vitae/schema";
import { beforeEach, describe, expect, it } from "vitest";
import { userQuery, userQueryKey } from "@/api/user-query";
import enUS from "@/locales/en-US.json";
import { fail, ok, withTestApi } from "@/test/browser-api";
import { renderRoute } from "@/test/render-route";
import { ada, adaJson } from "@/test/user-fixture";
import { useDialogStore } from "@/ui/dialog-store";
import { useToastStore } from "@/ui/toast/toast-store";
import { SecuritySection } from "./security-section";
import { TwoFactorDialog } from "./two-factor-dialog";

const uri = "otpauth://totp/Vitae:ada?secret=JBSWY3DPEHPK3PXP&issuer=Vitae";
const backupCodes = ["a1b2c3d4e5", "f6g7h8i9j0", "k1l2m3n4o5", "p6q7r8s9t0", "u1v2w3x4y5", "z6a7b8c9d0", "e1f2g3h4i5", "j6k7l8m9n0"];

const api = withTestApi();
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  useDialogStore.setState({ dialog: null });
});

/** The settings' security section and the dialog, reading the user from the cache as the page does. */
function Harness() {
  const { data: user } = useQuery(userQuery);
  return user ? (
    <>
      <SecuritySection user={user} />
      <TwoFactorDialog />
    </>
  ) : null;
}

const renderWith = (user: User) => renderRoute(Harness, { path: "/dashboard/settings", user });
const dialog = () => screen.getByRole("dialog");
const dialogTitle = () => within(dialog()).getByRole("heading").textContent;
const mode = () => useDialogStore.getState().dialog?.mode ?? null;
const setupCalls = () => api.calls.filter((call) => call.path === "/api/auth/2fa/setup").length;

async function openSetup() {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: enUS.settings.security.enableTwoFactor }));
  await screen.findByRole("img", { name: enUS.settings.twoFactor.qrLabel });
  return user;
}

describe("TwoFactorDialog", () => {
  it("walks create → update → (back) → update → duplicate → closed", async () => {
    api.on("POST /api/auth/2fa/setup", ok({ message: uri }));
    api.on("POST /api/auth/2fa/enable", ok({ backupCodes, user: { ...adaJson, twoFactorEnabled: true } }));
    const { queryClient } = renderWith(ada);

    // create: the QR code of the URI, and the key and URI as text to copy.
    const user = await openSetup();
    expect(mode()).toBe("create");
    expect(dialogTitle()).toBe(enUS.settings.twoFactor.setupTitle);
    expect(dialog().querySelector("svg")?.getAttribute("height")).toBe("256");
    expect((screen.getByLabelText(enUS.settings.twoFactor.secret) as HTMLInputElement).value).toBe("JBSWY3DPEHPK3PXP");
    expect((screen.getByLabelText(enUS.settings.twoFactor.uri) as HTMLInputElement).value).toBe(uri);

    // update, and back to create without asking the server for a new secret.
    await user.click(screen.getByRole("button", { name: enUS.common.continue }));
    expect(mode()).toBe("update");
    expect(dialogTitle()).toBe(enUS.settings.twoFactor.enableTitle);
    await user.click(screen.getByRole("button", { name: enUS.common.back }));
    expect(mode()).toBe("create");
    expect(screen.getByRole("img", { name: enUS.settings.twoFactor.qrLabel })).toBeTruthy();
    expect(setupCalls()).toBe(1);

    // update: only a complete six-digit code can be sent.
    await user.click(screen.getByRole("button", { name: enUS.common.continue }));
    const code = screen.getByLabelText(enUS.auth.verifyOtp.code);
    const enable = screen.getByRole("button", { name: enUS.settings.twoFactor.enable }) as HTMLButtonElement;
    await user.type(code, "12345");
    expect(enable.disabled).toBe(true);
    expect(code.getAttribute("aria-invalid")).toBe("true");
    await user.type(code, "6");
    expect(enable.disabled).toBe(false);
    expect(code.getAttribute("aria-invalid")).toBeNull();
    await user.click(enable);

    // duplicate: the backup codes, once.
    await screen.findByText(enUS.settings.twoFactor.backupTitle, { selector: "h2" });
    expect(mode()).toBe("duplicate");
    expect(api.calls.find((call) => call.path === "/api/auth/2fa/enable")?.body).toEqual({ code: "123456" });
    const list = screen.getByRole("list", { name: enUS.settings.twoFactor.backupTitle });
    expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual(backupCodes);
    expect(queryClient.getQueryData<User>(userQueryKey)?.twoFactorEnabled).toBe(true);

    await user.click(screen.getByRole("button", { name: enUS.settings.twoFactor.done }));
    expect(mode()).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByText(backupCodes[0] ?? "")).toBeNull();
    expect(await screen.findByRole("button", { name: enUS.settings.security.disableTwoFactor })).toBeTruthy();
  });

  it("stays in update with an empty field when the code is wrong", async () => {
    api.on("POST /api/auth/2fa/setup", ok({ message: uri }));
    api.on("POST /api/auth/2fa/enable", fail(401, "InvalidTwoFactorCode"));
    renderWith(ada);
    const user = await openSetup();
    await user.click(screen.getByRole("button", { name: enUS.common.continue }));
    await user.type(screen.getByLabelText(enUS.auth.verifyOtp.code), "000000");
    await user.click(screen.getByRole("button", { name: enUS.settings.twoFactor.enable }));

    await expect.poll(() => useToastStore.getState().toasts[0]?.description).toBe(enUS.errors.codes.InvalidTwoFactorCode);
    expect(mode()).toBe("update");
    expect((screen.getByLabelText(enUS.auth.verifyOtp.code) as HTMLInputElement).value).toBe("");
  });

  it("closes with a toast when setup is refused", async () => {
    api.on("POST /api/auth/2fa/setup", fail(400, "TwoFactorAlreadyEnabled"));
    renderWith(ada);
    await userEvent.setup().click(screen.getByRole("button", { name: enUS.settings.security.enableTwoFactor }));
    await expect.poll(mode).toBeNull();
    expect(useToastStore.getState().toasts[0]?.description).toBe(enUS.errors.codes.TwoFactorAlreadyEnabled);
  });

  it("delete asks for a code and the password, disables two-factor, shows a success toast and closes", async () => {
    api.on("POST /api/auth/2fa/disable", ok({ message: "Two-factor authentication disabled" }));
    const { queryClient } = renderWith({ ...ada, twoFactorEnabled: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: enUS.settings.security.disableTwoFactor }));
    expect(mode()).toBe("delete");
    expect(dialogTitle()).toBe(enUS.settings.twoFactor.disableTitle);

    const disable = within(dialog()).getByRole("button", { name: enUS.settings.twoFactor.disable }) as HTMLButtonElement;
    expect(disable.disabled).toBe(true);
    await user.type(within(dialog()).getByLabelText(enUS.settings.twoFactor.disableCode), "123456");
    expect(disable.disabled).toBe(true);
    await user.type(within(dialog()).getByLabelText(enUS.settings.security.currentPassword), "analytical-engine");
    await user.click(disable);
    await expect.poll(mode).toBeNull();
    expect(api.calls.find((call) => call.path === "/api/auth/2fa/disable")?.body).toEqual({
      code: "123456",
      currentPassword: "analytical-engine",
    });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: "success", title: enUS.settings.twoFactor.disabled });
    expect(queryClient.getQueryData<User>(userQueryKey)?.twoFactorEnabled).toBe(false);
    expect(await screen.findByRole("button", { name: enUS.settings.security.enableTwoFactor })).toBeTruthy();
  });

  it("delete accepts a backup code and stays open with the error when it is refused", async () => {
    api.on("POST /api/auth/2fa/disable", fail(401, "InvalidCredentials"));
    renderWith({ ...ada, twoFactorEnabled: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: enUS.settings.security.disableTwoFactor }));
    await user.type(within(dialog()).getByLabelText(enUS.settings.twoFactor.disableCode), "A1B2C3D4E5");
    await user.type(within(dialog()).getByLabelText(enUS.settings.security.currentPassword), "wrong");
    await user.click(within(dialog()).getByRole("button", { name: enUS.settings.twoFactor.disable }));
    await expect.poll(() => useToastStore.getState().toasts[0]?.description).toBe(enUS.errors.codes.InvalidCredentials);
    expect(api.calls.find((call) => call.path === "/api/auth/2fa/disable")?.body).toEqual({
      code: "a1b2c3d4e5",
      currentPassword: "wrong",
    });
    expect(mode()).toBe("delete");
  });

  it.each([
    ["a GitHub account that has set a password", true],
    ["a GitHub account without a password", false],
  ])("delete asks %s for the password only when it has one", async (_label, hasPassword) => {
    api.on("POST /api/auth/2fa/disable", ok({ message: "Two-factor authentication disabled" }));
    renderWith({ ...ada, provider: "github", hasPassword, twoFactorEnabled: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: enUS.settings.security.disableTwoFactor }));
    await user.type(within(dialog()).getByLabelText(enUS.settings.twoFactor.disableCode), "123456");
    const password = within(dialog()).queryByLabelText(enUS.settings.security.currentPassword);
    expect(password !== null).toBe(hasPassword);
    if (password) await user.type(password, "analytical-engine");
    await user.click(within(dialog()).getByRole("button", { name: enUS.settings.twoFactor.disable }));
    await expect.poll(mode).toBeNull();
    expect(api.calls.find((call) => call.path === "/api/auth/2fa/disable")?.body).toEqual(
      hasPassword ? { code: "123456", currentPassword: "analytical-engine" } : { code: "123456" },
    );
  });

  it("keeps a single dialog: opening another mode replaces the open one", async () => {
    api.on("POST /api/auth/2fa/setup", ok({ message: uri }));
    renderWith(ada);
    await openSetup();
    act(() => useDialogStore.getState().open("two-factor", "delete"));
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    expect(dialogTitle()).toBe(enUS.settings.twoFactor.disableTitle);
  });
});
