import type { FastifyInstance } from "fastify";

/** One call of the API as the OpenAPI document names it, e.g. `PATCH /api/resume/{id}`. */
export type RouteKey = `${Uppercase<string>} /${string}`;

const methods = ["get", "post", "put", "patch", "delete"] as const;

/** Every call of the app's OpenAPI document (/api/docs/json), the list the security suite must cover. */
export async function documentedRoutes(app: FastifyInstance): Promise<RouteKey[]> {
  const response = await app.inject({ url: "/api/docs/json" });
  const document = response.json() as { paths: Record<string, Partial<Record<string, unknown>>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    methods.filter((method) => operations[method] !== undefined).map((method) => `${method.toUpperCase()} ${path}` as RouteKey),
  );
}

/**
 * The paths Fastify actually routes, read from `printRoutes` (`:param` written `{param}`,
 * `*` as `{*}`). A route left out of the OpenAPI document (`hide`) still shows up here, so
 * comparing the two keeps an undocumented route from slipping past the suite.
 */
export function registeredPaths(app: FastifyInstance): string[] {
  const paths = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    stack.push(match[2] ?? "");
    // A wildcard node is printed on its own, without the prefix it hangs below.
    if (depth === 0 && !stack[0]?.startsWith("/")) continue;
    paths.add(stack.join("").replace(/:([A-Za-z]+)/g, "{$1}").replace(/\*$/, "{*}"));
  }
  return [...paths];
}
