import type { User } from "@vitae/schema";

/** A signed-in user as the app holds it: parsed by the schema, so the dates are Dates. */
export const ada: User = {
  id: "tz4a98xxat96iws9zmbrgj3a",
  name: "Ada Lovelace",
  picture: null,
  username: "ada",
  email: "ada@example.com",
  locale: "en-US",
  emailVerified: true,
  twoFactorEnabled: false,
  provider: "email",
  hasPassword: true,
  pendingEmail: null,
  createdAt: new Date("2024-01-02T03:04:05.000Z"),
  updatedAt: new Date("2024-02-03T04:05:06.000Z"),
};

/** The same user as GET /user/me sends it: JSON, so the dates are ISO strings. */
export const adaJson = JSON.parse(JSON.stringify(ada)) as Record<string, unknown>;
