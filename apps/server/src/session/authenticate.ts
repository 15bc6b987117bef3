import { and, eq, exists, sql } from "drizzle-orm";
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from "fastify";
import type { AuthDeps } from "../auth/auth-deps";
import type { Db } from "../db/database";
import { users } from "../db/schema";
import { AppError } from "../errors/app-error";
import type { UserRow } from "../user/present";
import { type TokenScope, verifyAccessToken } from "./access-token";
import { accessCookie } from "./cookies";
import { isSessionLive, liveSessionQuery, type LiveSessionValues, liveSessionValues } from "./service";

export interface Authenticated {
  user: UserRow;
  /** Session family of the access token. */
  sessionId: string;
  scope: TokenScope;
}

declare module "fastify" {
  interface FastifyRequest {
    auth: Authenticated | null;
    /** Set by the hooks of `sessionCheckedByRoute`: a full-session token, its session not yet checked. */
    session: LiveSessionValues | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a signed-in user with a full session, else 401. */
    authenticate: onRequestAsyncHookHandler;
    /** Hooks of `sessionCheckedByRoute`. */
    sessionCheckedByRoute: {
      onRequest: onRequestAsyncHookHandler;
      preHandler: preHandlerAsyncHookHandler;
      attachValidation: true;
    };
  }
}

function prepareUserQueries(db: Db) {
  const userId = sql.placeholder("userId");
  return {
    withLiveSession: db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), exists(liveSessionQuery({ db }))))
      .prepare("authenticate_full"),
    any: db.select().from(users).where(eq(users.id, userId)).prepare("authenticate_pending"),
  };
}

// Every authenticated request runs one of these, so they are built once per database
// rather than on each request (and are server-side prepared statements on PostgreSQL).
const userQueriesByDb = new WeakMap<Db, ReturnType<typeof prepareUserQueries>>();

function userQueries(db: Db) {
  let queries = userQueriesByDb.get(db);
  if (!queries) {
    queries = prepareUserQueries(db);
    userQueriesByDb.set(db, queries);
  }
  return queries;
}

async function verifiedClaims(deps: AuthDeps, request: FastifyRequest, allowPending: boolean) {
  const token = request.cookies[accessCookie];
  if (!token) throw new AppError("Unauthorized");
  const claims = await verifyAccessToken(deps.keys.accessToken, token, deps.now());
  // A token waiting for its second factor opens nothing but the 2FA calls.
  if (!claims || (claims.scope === "2fa" && !allowPending)) throw new AppError("Unauthorized");
  return claims;
}

async function resolve(deps: AuthDeps, request: FastifyRequest, allowPending: boolean): Promise<Authenticated> {
  const claims = await verifiedClaims(deps, request, allowPending);
  // Full sessions also need their family alive, so logout, a replayed refresh token or a
  // password change end them at once rather than when the access token expires.
  const queries = userQueries(deps.db);
  const [user] =
    claims.scope === "full"
      ? await queries.withLiveSession.execute(liveSessionValues(claims.sid, claims.sub, deps.now()))
      : await queries.any.execute({ userId: claims.sub });
  if (!user) throw new AppError("Unauthorized");
  return { user, sessionId: claims.sid, scope: claims.scope };
}

/** Sets up `request.auth`, `request.session` and the hooks that fill them. */
export function registerAuthenticate(app: FastifyInstance, deps: AuthDeps): void {
  app.decorateRequest("auth", null);
  app.decorate("authenticate", async (request: FastifyRequest) => {
    request.auth = await resolve(deps, request, false);
  });
  app.decorateRequest("session", null);
  app.decorate("sessionCheckedByRoute", {
    onRequest: async (request: FastifyRequest) => {
      const claims = await verifiedClaims(deps, request, false);
      request.session = liveSessionValues(claims.sid, claims.sub, deps.now());
    },
    // Invalid input is refused only once the session is known to be alive: a revoked
    // session learns nothing but 401, as behind `app.authenticate`.
    preHandler: async (request: FastifyRequest) => {
      if (!request.validationError) return;
      if (!request.session || !(await isSessionLive(deps, request.session))) throw new AppError("Unauthorized");
      throw request.validationError;
    },
    attachValidation: true,
  });
}

/**
 * The session of a route guarded by `app.sessionCheckedByRoute` (spread into its options):
 * only the token has been checked, so every statement the route runs must hold
 * `exists(liveSessionQuery(db))` and answer 401 when the session is dead. The hottest calls
 * (GET and PATCH of a resume) save a database round trip this way.
 */
export function requireSession(request: FastifyRequest): LiveSessionValues {
  if (!request.session) throw new AppError("Unauthorized");
  return request.session;
}

/** onRequest hook of POST /auth/2fa/verify and /backup: a full session or one waiting for its second factor. */
export function authenticatePending(deps: AuthDeps): onRequestAsyncHookHandler {
  return async (request) => {
    request.auth = await resolve(deps, request, true);
  };
}

/** The signed-in user of a route guarded by `app.authenticate`. */
export function requireAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError("Unauthorized");
  return request.auth;
}
