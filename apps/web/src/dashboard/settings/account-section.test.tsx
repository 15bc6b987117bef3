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
  it("sends only the changed email, stores the answer and says a verification mail went out", async () => {
    api.on("PATCH /api/user/me", ({ body }) => ok({ ...adaJson, ...(body as object), emailVerified: false }));
    const user = userEvent.setup();
    const { queryClient } = render();
    await user.clear(field(enUS.auth.fields.email));
    await user.type(field(enUS.auth.fields.email), "ada@lovelace.dev");
    await user.click(save());

    await expect.poll(() => useToastStore.getState().toasts[0]?.variant).toBe("info");
    expect(useToastStore.getState().toasts[0]?.description).toBe(
      enUS.settings.account.emailChanged.replace("{{email}}", "ada@lovelace.dev"),
    );
    expect(api.calls[0]?.body).toEqual({ email: "ada@lovelace.dev" });
    expect(queryClient.getQueryData<User>(userQueryKey)).toMatchObject({ email: "ada@lovelace.dev", emailVerified: false });
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
