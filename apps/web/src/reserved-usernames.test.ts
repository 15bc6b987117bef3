import { reservedUsernames } from "@vitae/schema";
import { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { createRoutes } from "./router";

/** The first path segment of every route at the top of the app (below the layout routes). */
function topLevelSegments(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => {
    const path = route.path?.replace(/^\//, "") ?? "";
    if (path === "") return topLevelSegments(route.children ?? []);
    return [path.split("/")[0] ?? ""];
  });
}

describe("reserved usernames", () => {
  it("hold every top-level route of the web app, so no public resume address hides one", () => {
    const segments = topLevelSegments(createRoutes(new QueryClient())).filter((segment) => /^[a-z0-9._-]+$/.test(segment));
    expect(segments).toEqual(expect.arrayContaining(["auth", "dashboard", "builder"]));
    expect(segments.filter((segment) => !reservedUsernames.has(segment))).toEqual([]);
  });
});
