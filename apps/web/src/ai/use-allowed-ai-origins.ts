import { useQuery } from "@tanstack/react-query";
import { aiAllowedOriginsSchema } from "@vitae/schema";
import { api } from "@/api/client";

/**
 * The origins this server's Content-Security-Policy lets the page's AI tools reach
 * (GET /api/ai/allowed-origins); undefined until known, so nothing is refused meanwhile.
 */
export function useAllowedAiOrigins(): readonly string[] | undefined {
  const { data } = useQuery({
    queryKey: ["ai", "allowed-origins"],
    queryFn: async () => aiAllowedOriginsSchema.parse(await api.get<unknown>("/ai/allowed-origins")).origins,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data;
}
