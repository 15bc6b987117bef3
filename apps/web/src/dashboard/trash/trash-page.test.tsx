import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { ok, withTestApi } from "@/test/browser-api";
import { renderRoute } from "@/test/render-route";
import { buildResume, toJson } from "@/test/resume-fixture";
import { ada } from "@/test/user-fixture";
import { useToastStore } from "@/ui/toast/toast-store";
import { TrashPage } from "./trash-page";

const text = enUS.trash;
const api = withTestApi();
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
});

const trashed = (id: string, title: string) => ({
  id,
  title,
  slug: title.toLowerCase(),
  deletedAt: "2026-11-01T10:00:00.000Z",
  purgeAt: "2026-12-01T10:00:00.000Z",
});

const renderPage = () => renderRoute(TrashPage, { path: "/dashboard/trash", user: ada });

describe("the Trash page", () => {
  it("lists trashed resumes with the day each is deleted for good, and says when it is empty", async () => {
    api.on("GET /api/trash", ok([trashed("a1", "Engineer"), trashed("b2", "Designer")]));
    renderPage();
    const list = await screen.findByRole("list", { name: text.title });
    expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringContaining("Engineer"),
      expect.stringContaining("Designer"),
    ]);
    expect(within(list).getAllByText(/December 1, 2026/)).toHaveLength(2);
  });

  it("says the Trash is empty", async () => {
    api.on("GET /api/trash", ok([]));
    renderPage();
    expect(await screen.findByText(text.empty)).toBeTruthy();
  });

  it("restores a resume by keyboard and shows it is back", async () => {
    let items = [trashed("a1", "Engineer")];
    api.on("GET /api/trash", () => ok(items));
    api.on("POST /api/trash/a1/restore", () => {
      items = [];
      return ok(toJson(buildResume({ id: "a1", title: "Engineer" })));
    });
    renderPage();
    const restore = await screen.findByRole("button", { name: "Restore “Engineer”" });
    restore.focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText(text.empty)).toBeTruthy();
    expect(api.calls.some((call) => call.method === "POST" && call.path === "/api/trash/a1/restore")).toBe(true);
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain("“Engineer” is back among your resumes.");
  });

  it("deletes forever only after confirmation; Cancel deletes nothing", async () => {
    let items = [trashed("a1", "Engineer")];
    api.on("GET /api/trash", () => ok(items));
    api.on("DELETE /api/trash/a1", () => {
      items = [];
      return ok(toJson(buildResume({ id: "a1", title: "Engineer" })));
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Delete “Engineer” forever" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete “Engineer” forever?" });
    await userEvent.click(within(dialog).getByRole("button", { name: enUS.common.cancel }));
    expect(api.calls.some((call) => call.method === "DELETE")).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Delete “Engineer” forever" }));
    const again = await screen.findByRole("dialog");
    await userEvent.click(within(again).getByRole("button", { name: text.deleteForever }));
    expect(await screen.findByText(text.empty)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual(["/api/trash/a1"]);
  });
});
