import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { deleteConfirmationMessage, type User } from "@vitae/schema";
import { beforeEach, describe, expect, it } from "vitest";
import { userQueryKey } from "@/api/user-query";
import enUS from "@/locales/en-US.json";
import { fail, ok, withTestApi } from "@/test/browser-api";
import { renderRoute } from "@/test/render-route";
import { ada } from "@/test/user-fixture";
import { useToastStore } from "@/ui/toast/toast-store";
import { DeleteAccountSection } from "./delete-account-section";

const api = withTestApi();
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
});

const render = (user: User = ada) => renderRoute(DeleteAccountSection, { path: "/dashboard/settings", user });
const confirmField = () => screen.getByLabelText(enUS.settings.delete.confirmLabel.replace("{{word}}", "delete"));
const passwordField = () => screen.getByLabelText(enUS.settings.security.currentPassword);

describe("DeleteAccountSection", () => {
  it("needs the word delete before the button arms", async () => {
    const user = userEvent.setup();
    render();
    await user.type(confirmField(), "remove");
    await user.click(screen.getByRole("button", { name: enUS.settings.delete.submit }));
    expect(await screen.findByText(deleteConfirmationMessage)).toBeTruthy();
    expect(screen.queryByText(enUS.settings.delete.armed)).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it("arms on the first press and deletes on the second", async () => {
    api.on("DELETE /api/user/me", ok());
    const user = userEvent.setup();
    const { queryClient, location } = render();
    queryClient.setQueryData(["resumes"], [{ id: "r1" }]);
    await user.type(confirmField(), "delete");
    await user.type(passwordField(), "analytical-engine");

    await user.click(screen.getByRole("button", { name: enUS.settings.delete.submit }));
    expect(screen.getByText(enUS.settings.delete.armed)).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: enUS.settings.delete.confirm }));
    await screen.findByTestId("elsewhere");
    expect(location()).toBe("/");
    expect(api.calls).toEqual([
      { method: "DELETE", path: "/api/user/me", body: { currentPassword: "analytical-engine" } },
    ]);
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
    expect(queryClient.getQueryData(["resumes"])).toBeUndefined();
    expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: "success", title: enUS.settings.delete.deleted });
  });

  it("can be disarmed, and typing again disarms it too", async () => {
    const user = userEvent.setup();
    render();
    await user.type(confirmField(), "delete");
    await user.type(passwordField(), "analytical-engine");
    await user.click(screen.getByRole("button", { name: enUS.settings.delete.submit }));
    await user.click(screen.getByRole("button", { name: enUS.common.cancel }));
    expect(screen.getByRole("button", { name: enUS.settings.delete.submit })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: enUS.settings.delete.submit }));
    await user.type(confirmField(), " ");
    expect(screen.getByRole("button", { name: enUS.settings.delete.submit })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("stays on the page, disarmed, when the server refuses", async () => {
    api.on("DELETE /api/user/me", fail(500, "SomethingWentWrong"));
    const user = userEvent.setup();
    const { location, queryClient } = render();
    await user.type(confirmField(), "delete");
    await user.type(passwordField(), "analytical-engine");
    await user.click(screen.getByRole("button", { name: enUS.settings.delete.submit }));
    await user.click(screen.getByRole("button", { name: enUS.settings.delete.confirm }));
    await expect.poll(() => useToastStore.getState().toasts[0]?.description).toBe(enUS.errors.codes.SomethingWentWrong);
    expect(location()).toBe("/dashboard/settings");
    expect(queryClient.getQueryData(userQueryKey)).toEqual(ada);
    expect(screen.getByRole("button", { name: enUS.settings.delete.submit })).toBeTruthy();
  });

  it("needs the current password, and marks a wrong one", async () => {
    api.on("DELETE /api/user/me", fail(401, "InvalidCredentials"));
    const user = userEvent.setup();
    render();
    await user.type(confirmField(), "delete");
    await user.click(screen.getByRole("button", { name: enUS.settings.delete.submit }));
    expect(await screen.findByText(enUS.validation.required)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    await user.type(passwordField(), "wrong");
    await user.click(screen.getByRole("button", { name: enUS.settings.delete.submit }));
    await user.click(screen.getByRole("button", { name: enUS.settings.delete.confirm }));
    await expect.poll(() => passwordField().getAttribute("aria-invalid")).toBe("true");
    expect(api.calls[0]?.body).toEqual({ currentPassword: "wrong" });
  });

  it("asks a GitHub account that has set a password for it, and one without none", async () => {
    api.on("DELETE /api/user/me", ok());
    const user = userEvent.setup();
    const { unmount } = render({ ...ada, provider: "github", hasPassword: true });
    await user.type(confirmField(), "delete");
    await user.type(passwordField(), "analytical-engine");
    await user.click(screen.getByRole("button", { name: enUS.settings.delete.submit }));
    await user.click(screen.getByRole("button", { name: enUS.settings.delete.confirm }));
    await expect.poll(() => api.calls[0]?.body).toEqual({ currentPassword: "analytical-engine" });
    unmount();

    render({ ...ada, provider: "github", hasPassword: false });
    expect(screen.queryByLabelText(enUS.settings.security.currentPassword)).toBeNull();
  });
});
