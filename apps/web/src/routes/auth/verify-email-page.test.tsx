import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { User } from "@vitae/schema";
import { StrictMode } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { userQueryKey } from "@/api/user-query";
import enUS from "@/locales/en-US.json";
import { fail, ok, withTestApi } from "@/test/browser-api";
import { renderRoute } from "@/test/render-route";
import { ada, adaJson } from "@/test/user-fixture";
import { useToastStore } from "@/ui/toast/toast-store";
import { VerifyEmailPage } from "./verify-email-page";

const api = withTestApi();
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
});

const unverified: User = { ...ada, emailVerified: false };
// StrictMode runs effects twice: the single-use token must still be sent once.
const Strict = () => (
  <StrictMode>
    <VerifyEmailPage />
  </StrictMode>
);

describe("VerifyEmailPage", () => {
  it("with ?token verifies once, refreshes the user, toasts and goes to the resumes", async () => {
    api.on("POST /api/auth/verify-email", ({ query }) => (query.get("token") === "t0k3n" ? ok() : fail(400, "InvalidVerificationToken")));
    api.on("GET /api/user/me", ok({ ...adaJson, emailVerified: true }));
    const { location, queryClient } = renderRoute(Strict, { path: "/auth/verify-email", at: "/auth/verify-email?token=t0k3n", user: unverified });

    await screen.findByTestId("elsewhere");
    expect(location()).toBe("/dashboard/resumes");
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([
      { method: "POST", path: "/api/auth/verify-email?token=t0k3n", body: undefined },
    ]);
    expect(queryClient.getQueryData<User>(userQueryKey)?.emailVerified).toBe(true);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: "success", title: enUS.auth.verifyEmail.success });
  });

  it("says only that the address is verified when a used link is opened again", async () => {
    api.on("POST /api/auth/verify-email", fail(400, "InvalidVerificationToken"));
    api.on("GET /api/user/me", ok({ ...adaJson, emailVerified: true }));
    const { location } = renderRoute(VerifyEmailPage, { path: "/auth/verify-email", at: "/auth/verify-email?token=used", user: unverified });
    expect(await screen.findByText(enUS.auth.verifyEmail.alreadyVerified)).toBeTruthy();
    expect(location()).toBe("/auth/verify-email");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it("toasts an invalid token and shows the info page", async () => {
    api.on("POST /api/auth/verify-email", fail(400, "InvalidVerificationToken"));
    api.on("GET /api/user/me", ok({ ...adaJson, emailVerified: false }));
    const { location } = renderRoute(VerifyEmailPage, { path: "/auth/verify-email", at: "/auth/verify-email?token=bad", user: unverified });
    await screen.findByRole("button", { name: enUS.auth.verifyEmail.resend });
    expect(location()).toBe("/auth/verify-email");
    expect(useToastStore.getState().toasts[0]?.description).toBe(enUS.errors.codes.InvalidVerificationToken);
  });

  it("without a token tells where the mail went and can send it again", async () => {
    api.on("POST /api/auth/verify-email/resend", ok({ message: "Verification email sent to ada@example.com" }));
    renderRoute(VerifyEmailPage, { path: "/auth/verify-email", user: unverified });
    expect(screen.getByRole("status").textContent).toContain("ada@example.com");
    await userEvent.setup().click(screen.getByRole("button", { name: enUS.auth.verifyEmail.resend }));
    await expect.poll(() => useToastStore.getState().toasts[0]).toMatchObject({
      variant: "success",
      title: enUS.auth.verifyEmail.resent,
      description: "Verification email sent to ada@example.com",
    });
  });
});
