import { QueryClient } from "@tanstack/react-query";
import { limits } from "@vitae/schema";

/** Query defaults: data changes only through this app, so never refetch behind the user's back. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: limits.queryStaleTimeMs,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's single cache; the router loaders and the components share it. */
export const queryClient = createQueryClient();
