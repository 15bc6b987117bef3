import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "@/api/query-client";
import { userQueryKey } from "@/api/user-query";
import enUS from "@/locales/en-US.json";
import { ok, withTestApi } from "@/test/browser-api";
import { ada } from "@/test/user-fixture";
import { DashboardLayout } from "./dashboard-layout";

// The menu button is named by the name it shows, then what it is.
const userMenuName = new RegExp(`^${ada.name}\\W+${enUS.nav.userMenu}$`);

const api = withTestApi();
beforeEach(() => {
  api.on("POST /api/auth/logout", ok({ message: "Signed out" }));
});

/** A page with a text field, standing in for the dashboard's screens. */
function Page({ name }: { name: string }) {
  return (
    <>
      <h1>{name}</h1>
      <input aria-label="Notes" />
    </>
  );
}

function renderDashboard(at = "/dashboard/resumes") {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, ada);
  const router = createMemoryRouter(
    [
      {
        path: "/dashboard",
        Component: DashboardLayout,
        children: [
          { path: "resumes", element: <Page name="Resumes page" /> },
          { path: "settings", element: <Page name="Settings page" /> },
        ],
      },
      { path: "*", element: <p>Elsewhere</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, path: () => router.state.location.pathname };
}

const logoutCalls = () => api.calls.filter((call) => call.path === "/api/auth/logout");

describe("dashboard sidebar", () => {
  it("links to resumes, settings and home, and shows the user's name", () => {
    renderDashboard();
    const nav = screen.getByRole("navigation", { name: enUS.nav.mainNavigation });
    expect(within(nav).getByRole("link", { name: enUS.nav.resumes }).getAttribute("href")).toBe("/dashboard/resumes");
    expect(within(nav).getByRole("link", { name: enUS.nav.settings }).getAttribute("href")).toBe("/dashboard/settings");
    expect(within(nav).getByRole("link", { name: enUS.nav.resumes }).getAttribute("aria-keyshortcuts")).toBe("Shift+R");
    expect(screen.getByRole("link", { name: enUS.app.name }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("button", { name: userMenuName }).textContent).toBe(`${ada.name}, ${enUS.nav.userMenu}`);
  });

  it("has settings and sign-out in the user menu", async () => {
    const { path } = renderDashboard();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: userMenuName }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getAllByRole("menuitem").map((item) => item.getAttribute("aria-keyshortcuts"))).toEqual([
      "Shift+S",
      "Shift+Q",
    ]);
    await user.click(within(menu).getByRole("menuitem", { name: enUS.nav.settings }));
    expect(path()).toBe("/dashboard/settings");
  });

  it("goes to settings with Shift+S and back to resumes with Shift+R", async () => {
    const { path } = renderDashboard();
    const user = userEvent.setup();
    await user.keyboard("{Shift>}S{/Shift}");
    expect(await screen.findByRole("heading", { name: "Settings page" })).toBeTruthy();
    expect(path()).toBe("/dashboard/settings");
    await user.keyboard("{Shift>}R{/Shift}");
    expect(await screen.findByRole("heading", { name: "Resumes page" })).toBeTruthy();
    expect(path()).toBe("/dashboard/resumes");
  });

  it("signs out with Shift+Q", async () => {
    const { path, queryClient } = renderDashboard();
    await userEvent.setup().keyboard("{Shift>}Q{/Shift}");
    await screen.findByText("Elsewhere");
    expect(path()).toBe("/");
    expect(logoutCalls()).toHaveLength(1);
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
  });

  it("ignores Shift+R, Shift+S and Shift+Q while typing in a field", async () => {
    const { path } = renderDashboard();
    const user = userEvent.setup();
    const field = screen.getByLabelText("Notes") as HTMLInputElement;
    await user.click(field);
    await user.keyboard("{Shift>}SRQ{/Shift}");
    expect(field.value).toBe("SRQ");
    expect(path()).toBe("/dashboard/resumes");
    expect(logoutCalls()).toHaveLength(0);
    expect(screen.getByRole("heading", { name: "Resumes page" })).toBeTruthy();
  });

  it("ignores the shortcuts inside an open menu", async () => {
    const { path } = renderDashboard();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: userMenuName }));
    await screen.findByRole("menu");
    await user.keyboard("{Shift>}Q{/Shift}");
    expect(logoutCalls()).toHaveLength(0);
    expect(path()).toBe("/dashboard/resumes");
  });
});
