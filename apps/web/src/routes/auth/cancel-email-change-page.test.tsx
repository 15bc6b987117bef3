import { screen } from "@testing-library/react";
import { StrictMode } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { userQueryKey } from "@/api/user-query";
import enUS from "@/locales/en-US.json";
import { fail, ok, withTestApi } from "@/test/browser-api";
import { renderRoute } from "@/test/render-route";
import { ada } from "@/test/user-fixture";
import { useToastStore } from "@/ui/toast/toast-store";
import { CancelEmailChangePage } from "./cancel-email-change-page";

const api = withTestApi();
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
});

// StrictMode runs effects twice: the single-use token must still be sent once.
const Strict = () => (
  <StrictMode>
    <CancelEmailChangePage />
  </StrictMode>
);
const path = "/auth/cancel-email-change";

describe("CancelEmailChangePage", () => {
  it("posts the token once, forgets the signed-in user and says what happened", async () => {
    api.on("POST /api/auth/email-change/cancel", ok({ message: "cancelled" }));
    const { queryClient } = renderRoute(Strict, { path, at: `${path}?token=t0k3n`, user: ada });
    expect(await screen.findByText(enUS.auth.cancelEmailChange.done)).toBeTruthy();
    expect(api.calls).toEqual([{ method: "POST", path: "/api/auth/email-change/cancel", body: { token: "t0k3n" } }]);
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
    expect(screen.getByRole("link", { name: enUS.auth.cancelEmailChange.signIn }).getAttribute("href")).toBe("/auth/login");
  });

  it("says so when the link is invalid or expired", async () => {
    api.on("POST /api/auth/email-change/cancel", fail(400, "InvalidEmailChangeToken"));
    renderRoute(Strict, { path, at: `${path}?token=old`, user: null });
    expect(await screen.findByText(enUS.errors.extra.InvalidEmailChangeToken, { selector: "[role=alert] *, [role=alert]" })).toBeTruthy();
  });

  it("sends nothing without a token", () => {
    renderRoute(Strict, { path, at: path, user: null });
    expect(screen.getByText(enUS.auth.cancelEmailChange.missing)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
