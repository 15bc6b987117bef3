import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { userQueryKey } from "@/api/user-query";
import { fail, ok, withTestApi } from "@/test/browser-api";
import { renderRoute } from "@/test/render-route";
import { ada } from "@/test/user-fixture";
import { useLogout } from "./use-logout";

const api = withTestApi();

function SignOut() {
  const logout = useLogout();
  return <button onClick={() => void logout()}>Sign out</button>;
}

describe("useLogout", () => {
  it.each([
    ["succeeds", ok({ message: "Signed out" })],
    ["fails", fail(500, "SomethingWentWrong")],
  ])("forgets the user and goes home when the call %s", async (_, reply) => {
    api.on("POST /api/auth/logout", reply);
    const { queryClient, location } = renderRoute(SignOut, { path: "/dashboard/settings", user: ada });
    queryClient.setQueryData(["resumes"], [{ id: "r1" }]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out" }));
    await screen.findByTestId("elsewhere");
    expect(location()).toBe("/");
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(["POST /api/auth/logout"]);
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
    expect(queryClient.getQueryData(["resumes"])).toBeUndefined();
  });
});
