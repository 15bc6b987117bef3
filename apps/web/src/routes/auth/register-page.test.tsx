import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { usernameMessage } from "@vitae/schema";
import { beforeEach, describe, expect, it } from "vitest";
import { userQueryKey } from "@/api/user-query";
import enUS from "@/locales/en-US.json";
import { fail, withTestApi } from "@/test/browser-api";
import { renderRoute } from "@/test/render-route";
import { ada, adaJson } from "@/test/user-fixture";
import { useToastStore } from "@/ui/toast/toast-store";
import { RegisterPage } from "./register-page";

const api = withTestApi();
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillIn(username = "ada") {
  const user = userEvent.setup();
  const view = renderRoute(RegisterPage, { path: "/auth/register" });
  await user.type(field(enUS.auth.fields.name), "Ada Lovelace");
  await user.type(field(enUS.auth.fields.username), username);
  await user.type(field(enUS.auth.fields.email), "ada@example.com");
  await user.type(field(enUS.auth.fields.password), "analytical");
  await user.click(screen.getByRole("button", { name: enUS.auth.register.submit }));
  return view;
}

describe("RegisterPage", () => {
  it("shows the username rule under the username field", async () => {
    await fillIn("Ada Lovelace");
    const message = await screen.findByText(usernameMessage);
    expect(field(enUS.auth.fields.username).getAttribute("aria-describedby")).toContain(message.id);
    expect(api.calls).toHaveLength(0);
  });

  it("registers in the current language, stores the user and goes to verify-email", async () => {
    api.on("POST /api/auth/register", { status: 201, body: adaJson });
    const { location, queryClient } = await fillIn();
    await screen.findByTestId("elsewhere");
    expect(location()).toBe("/auth/verify-email");
    expect(api.calls[0]?.body).toEqual({
      name: "Ada Lovelace",
      username: "ada",
      email: "ada@example.com",
      password: "analytical",
      locale: "en-US",
    });
    expect(queryClient.getQueryData(userQueryKey)).toEqual(ada);
  });

  it("shows a banner, not a toast, when sign-ups are disabled", async () => {
    api.on("POST /api/auth/register", fail(403, "SignupsDisabled"));
    await fillIn();
    const banner = await screen.findByRole("alert");
    expect(banner.textContent).toContain(enUS.auth.register.signupsDisabled);
    expect(useToastStore.getState().toasts).toHaveLength(0);
    expect(field(enUS.auth.fields.email).value).toBe("");
  });

  it("toasts UserAlreadyExists and resets the fields", async () => {
    api.on("POST /api/auth/register", fail(409, "UserAlreadyExists"));
    await fillIn();
    await expect.poll(() => useToastStore.getState().toasts[0]?.description).toBe(enUS.errors.codes.UserAlreadyExists);
    expect(field(enUS.auth.fields.username).value).toBe("");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
