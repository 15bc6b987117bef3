import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used: migrations are plain SQL files committed under
// ./drizzle and applied by the server at start (src/db/migrate-database.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
