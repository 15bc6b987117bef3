import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { userQueryKey } from "@/api/user-query";
import enUS from "@/locales/en-US.json";
import { fail, ok, withTestApi } from "@/test/browser-api";
import { renderRoute } from "@/test/render-route";
import { ada, adaJson } from "@/test/user-fixture";
import { useToastStore } from "@/ui/toast/toast-store";
import { LoginPage } from "./login-page";

const api = withTestApi();
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
});

const identifierField = () => screen.getByLabelText(enUS.auth.login.identifier);
const passwordField = () => screen.getByLabelText(enUS.auth.fields.password);
const submit = () => screen.getByRole("button", { name: enUS.auth.login.submit });

async function signIn(at = "/auth/login") {
  const user = userEvent.setup();
  const view = renderRoute(LoginPage, { path: "/auth/login", at });
  await user.type(identifierField(), "  ada  ");
  await user.type(passwordField(), "correct horse");
  await user.click(submit());
  return view;
}

describe("LoginPage", () => {
  it("shows translated validation messages under the fields and sends nothing", async () => {
    const user = userEvent.setup();
    renderRoute(LoginPage, { path: "/auth/login" });
    await user.type(passwordField(), "12345");
    await user.click(submit());

    expect(await screen.findByText(enUS.validation.required)).toBeTruthy();
    expect(identifierField().getAttribute("aria-invalid")).toBe("true");
    const tooShort = enUS.validation.tooShort.replace("{{min}}", "6");
    const describedBy = passwordField().getAttribute("aria-describedby") ?? "";
    expect(describedBy.split(" ").map((id) => document.getElementById(id)?.textContent)).toContain(tooShort);
    expect(api.calls).toHaveLength(0);
  });

  it("sends the trimmed identifier and goes to verify-otp on 2fa_required, keeping the redirect", async () => {
    api.on("POST /api/auth/login", ok({ status: "2fa_required", user: adaJson }));
    const { location, queryClient } = await signIn(`/auth/login?redirect=${encodeURIComponent("/builder/abc")}`);

    await screen.findByTestId("elsewhere");
    expect(location()).toBe(`/auth/verify-otp?redirect=${encodeURIComponent("/builder/abc")}`);
    expect(api.calls[0]?.body).toEqual({ identifier: "ada", password: "correct horse" });
    // Half signed in is not signed in: the cache still knows nobody.
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
  });

  it("stores the user and goes to the redirect value when authenticated", async () => {
    api.on("POST /api/auth/login", ok({ status: "authenticated", user: adaJson }));
    const { location, queryClient } = await signIn(`/auth/login?redirect=${encodeURIComponent("/builder/abc?x=1")}`);

    await screen.findByTestId("elsewhere");
    expect(location()).toBe("/builder/abc?x=1");
    expect(queryClient.getQueryData(userQueryKey)).toEqual(ada);
  });

  it("ignores an unsafe redirect and goes to the dashboard", async () => {
    api.on("POST /api/auth/login", ok({ status: "authenticated", user: adaJson }));
    const { location } = await signIn(`/auth/login?redirect=${encodeURIComponent("//evil.example")}`);
    await screen.findByTestId("elsewhere");
    expect(location()).toBe("/dashboard");
  });

  it("on InvalidCredentials keeps the identifier, clears only the password, focuses it and shows the error", async () => {
    api.on("POST /api/auth/login", fail(401, "InvalidCredentials"));
    const { location } = await signIn();

    await expect.poll(() => useToastStore.getState().toasts[0]?.description).toBe(enUS.errors.codes.InvalidCredentials);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: "error", title: enUS.errors.title });
    await expect.poll(() => (passwordField() as HTMLInputElement).value).toBe("");
    expect((identifierField() as HTMLInputElement).value).toBe("  ada  ");
    await expect.poll(() => document.activeElement).toBe(passwordField());
    expect(location()).toBe("/auth/login");
  });

  it("shows no toast for a code outside the catalogue, but still clears the password", async () => {
    api.on("POST /api/auth/login", fail(400, "ValidationError"));
    await signIn();
    await expect.poll(() => (passwordField() as HTMLInputElement).value).toBe("");
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it("shows a translated banner for ?error= from social sign-in", () => {
    renderRoute(LoginPage, { path: "/auth/login", at: "/auth/login?error=OAuthUser" });
    expect(screen.getByRole("alert").textContent).toContain(enUS.errors.codes.OAuthUser);
  });

  it("tabs from the identifier to the password, the submit button, and only then to Forgot password", async () => {
    const user = userEvent.setup();
    renderRoute(LoginPage, { path: "/auth/login" });
    await user.click(identifierField());
    const order = [document.activeElement];
    for (let step = 0; step < 3; step++) {
      await user.tab();
      order.push(document.activeElement);
    }
    expect(order).toEqual([
      identifierField(),
      passwordField(),
      submit(),
      screen.getByRole("link", { name: enUS.auth.login.forgotPassword }),
    ]);
  });

  it("signs in with identifier, Tab, password, Enter", async () => {
    api.on("POST /api/auth/login", ok({ status: "authenticated", user: adaJson }));
    const user = userEvent.setup();
    const { location } = renderRoute(LoginPage, { path: "/auth/login" });
    await user.click(identifierField());
    await user.keyboard("ada{Tab}correct horse{Enter}");
    await screen.findByTestId("elsewhere");
    expect(api.calls[0]?.body).toEqual({ identifier: "ada", password: "correct horse" });
    expect(location()).toBe("/dashboard");
  });

  it("links to registration and to the forgotten-password page", () => {
    renderRoute(LoginPage, { path: "/auth/login" });
    expect(screen.getByRole("link", { name: enUS.auth.login.registerLink }).getAttribute("href")).toBe("/auth/register");
    expect(screen.getByRole("link", { name: enUS.auth.login.forgotPassword }).getAttribute("href")).toBe(
      "/auth/forgot-password",
    );
  });
});
