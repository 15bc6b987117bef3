// Ports of the e2e run: the app and its loopback neighbours (mail, GitHub stand-in, the
// language-model stand-ins, one per spec that uses one, whose origins the app must allow in AI_ALLOWED_ORIGINS).
const base = Number(process.env.E2E_PORT ?? 3100);

// `closed` is a port nothing listens on: upstreams the app must survive losing point there.
export const e2ePorts = { app: base, smtp: base + 1, mailbox: base + 2, github: base + 3, closed: base + 4, ai: base + 5, checkAi: base + 6 };

export const githubClient = { clientId: "vitae-e2e-client", clientSecret: "vitae-e2e-secret" };
