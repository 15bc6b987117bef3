import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { User } from "@vitae/schema";
import type { ComponentType } from "react";
import { RouterProvider, createMemoryRouter, useLocation } from "react-router";
import { createQueryClient } from "@/api/query-client";
import { userQueryKey } from "@/api/user-query";

/** Stands in for every other page: it only shows where the app went. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname + location.search}</p>;
}

/**
 * Renders one screen at `path` inside a memory router and a fresh query cache seeded
 * with `user`; every other path renders a marker, so tests can see navigation.
 */
export function renderRoute(Screen: ComponentType, { path, at, user = null }: { path: string; at?: string; user?: User | null }) {
  const queryClient: QueryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, user);
  const router = createMemoryRouter(
    [
      { path, Component: Screen },
      { path: "*", Component: Elsewhere },
    ],
    { initialEntries: [at ?? path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, router, queryClient, location };
}
