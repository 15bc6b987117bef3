import type { ResumeData, VariantDifferences } from "@vitae/schema";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * One change to a JSON document: the value now at `path` (an object's key, set or added, or
 * an array's index, set), or `removed` when an object's key is gone.
 */
export type DataChange = { path: string[]; value: unknown } | { path: string[]; removed: true };

// The app's tables. Ids are cuid2 strings made by the application, so rows can be
// created and referenced before they reach the database (imports, duplicates).

export const providerEnum = pgEnum("provider", ["email", "github", "google"]);
export const visibilityEnum = pgEnum("visibility", ["public", "private"]);

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  picture: text("picture"),
  username: text("username").notNull().unique(),
  email: text("email").notNull().unique(),
  locale: text("locale").notNull().default("en-US"),
  emailVerified: boolean("email_verified").notNull().default(false),
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  provider: providerEnum("provider").notNull().default("email"),
  /**
   * An address the user asked to change to, waiting for its verification link; `email`
   * stays the sign-in and reset address until then.
   */
  pendingEmail: text("pending_email"),
  ...timestamps,
});

// Tokens that travel by mail (verification, reset) and backup codes are stored only as
// hashes, so a leaked database row cannot be replayed; the `refreshToken` column stays
// unused because refresh tokens live in `sessions`, one row per rotation.
export const secrets = pgTable("secrets", {
  id: text("id").primaryKey(),
  password: text("password"),
  lastSignedIn: timestamp("last_signed_in", { withTimezone: true, mode: "date" }),
  verificationToken: text("verification_token").unique(),
  twoFactorSecret: text("two_factor_secret"),
  twoFactorBackupCodes: text("two_factor_backup_codes").array().notNull().default([]),
  /** The TOTP time step last accepted; codes of this step or earlier are refused (single use). */
  twoFactorLastUsedStep: integer("two_factor_last_used_step"),
  refreshToken: text("refresh_token"),
  resetToken: text("reset_token").unique(),
  resetTokenExpiresAt: timestamp("reset_token_expires_at", { withTimezone: true, mode: "date" }),
  /** Hash of the link that verifies `users.pending_email`. */
  pendingEmailToken: text("pending_email_token").unique(),
  /** Hash of the code mailed to accounts without a password to confirm an email change. */
  emailChangeCode: text("email_change_code"),
  emailChangeCodeExpiresAt: timestamp("email_change_code_expires_at", { withTimezone: true, mode: "date" }),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
});

/**
 * Refresh tokens, one row per issued token. Every rotation adds a row to the same
 * family (one sign-in) and marks the old one used; a used or revoked token coming back
 * means it was stolen, so the whole family is revoked.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: text("family_id").notNull(),
    /** sha256 (hex) of the refresh token; the token itself is only in the cookie. */
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("sessions_family_id_idx").on(table.familyId),
    index("sessions_user_id_idx").on(table.userId),
  ],
);

/**
 * One row per email change, for the link mailed to the address it replaced: for 7 days
 * that link cancels the change (or undoes it once verified), restoring `restoreEmail`
 * and signing out every session. A row per change, so a second change cannot void the
 * first address's link.
 */
export const emailChangeCancellations = pgTable(
  "email_change_cancellations",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** sha256 (hex) of the link's token. */
    tokenHash: text("token_hash").notNull().unique(),
    restoreEmail: text("restore_email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("email_change_cancellations_user_id_idx").on(table.userId)],
);

export const resumes = pgTable(
  "resumes",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    visibility: visibilityEnum("visibility").notNull().default("private"),
    locked: boolean("locked").notNull().default(false),
    /** +1 on every change of title, slug, visibility or data; updates are conditional on it. */
    version: integer("version").notNull().default(1),
    /**
     * The resume's data as last written whole. Its data is this with `pendingChanges` applied
     * (resume/stored-data.ts): never read it or set it alone.
     */
    storedData: jsonb("data").$type<ResumeData>().notNull(),
    /**
     * Changes made to the data since it was last written whole, in order; null when none.
     * An autosave changes a few words of a resume that may be 40 KB or more: writing the whole
     * value again made the database copy every byte of it on each save (its out-of-line
     * storage, its log), however small the change. A save instead sets this short list, and
     * the data is written whole again when the list grows past a bound.
     */
    pendingChanges: jsonb("pending_changes").$type<DataChange[]>(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * Set when the resume went to the Trash: it is then hidden everywhere but the Trash,
     * keeps its slug (the unique index still holds it) and is purged after TRASH_RETENTION_DAYS.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
    /**
     * The master of a variant (docs/variants.md); null for every other resume. A master purged
     * for good leaves its variants as ordinary resumes with the effective data they hold.
     */
    masterId: text("master_id").references((): AnyPgColumn => resumes.id, { onDelete: "set null" }),
    /** A variant's differences from its master; `data` holds their result, kept in step with the master. */
    differences: jsonb("differences").$type<VariantDifferences>(),
    /** A variant's language (a locale), for the words templates print; null: the owner's. */
    language: text("language"),
    /** What a variant is for, as its owner describes it. */
    purpose: text("purpose"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("resumes_user_id_slug_key").on(table.userId, table.slug),
    index("resumes_master_id_idx").on(table.masterId),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Past states of a resume's data. `payload` is zlib-compressed JSON: the whole data when
 * `baseId` is null (a keyframe), else the line changes from the version `baseId` names (see
 * src/resume/versions/version-codec.ts and docs/resume-api.md, "Versions").
 */
export const resumeVersions = pgTable(
  "resume_versions",
  {
    id: text("id").primaryKey(),
    resumeId: text("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    /** edit (one per editing burst), named, or a safety copy made before an import, restore or bulk change. */
    kind: text("kind").$type<"edit" | "named" | "import" | "restore" | "bulk">().notNull(),
    name: text("name"),
    /** The resume's `version` whose data this is. */
    resumeVersion: integer("resume_version").notNull(),
    baseId: text("base_id").references((): AnyPgColumn => resumeVersions.id),
    /** Deltas since the last keyframe; a new version past the limit is stored whole. */
    depth: integer("depth").notNull().default(0),
    payload: bytea("payload").notNull(),
    /** What changed since the version before it, for the History list (version-summary.ts). */
    summary: jsonb("summary").$type<unknown>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("resume_versions_resume_id_created_at_idx").on(table.resumeId, table.createdAt),
    index("resume_versions_base_id_idx").on(table.baseId),
  ],
);

/**
 * Which version of a resume was served: one row per counted view of its public page and per
 * download of its PDF (the owner's own downloads too, marked, so "what did I send" has an
 * answer). Nothing about the visitor is kept: the time, what was served and whether it was
 * the owner. A version deleted by hand leaves its downloads listed without it.
 */
export const resumeServings = pgTable(
  "resume_servings",
  {
    id: text("id").primaryKey(),
    resumeId: text("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    versionId: text("version_id").references(() => resumeVersions.id, { onDelete: "set null" }),
    kind: text("kind").$type<"view" | "download">().notNull(),
    byOwner: boolean("by_owner").notNull().default(false),
    servedAt: timestamp("served_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("resume_servings_resume_id_served_at_idx").on(table.resumeId, table.servedAt),
    index("resume_servings_version_id_idx").on(table.versionId),
  ],
);

/** The open editing burst of a resume: when its first and its last save arrived. */
export const resumeEditBursts = pgTable("resume_edit_bursts", {
  resumeId: text("resume_id")
    .primaryKey()
    .references(() => resumes.id, { onDelete: "cascade" }),
  startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull(),
  lastEditAt: timestamp("last_edit_at", { withTimezone: true, mode: "date" }).notNull(),
});

export const statistics = pgTable("statistics", {
  id: text("id").primaryKey(),
  views: integer("views").notNull().default(0),
  downloads: integer("downloads").notNull().default(0),
  resumeId: text("resume_id")
    .notNull()
    .unique()
    .references(() => resumes.id, { onDelete: "cascade" }),
  ...timestamps,
});

/**
 * Every uploaded picture, for the per-user storage quota and for the daily sweep that
 * deletes pictures no profile or resume uses a day after their upload.
 */
export const uploads = pgTable(
  "uploads",
  {
    key: text("key").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("uploads_user_id_idx").on(table.userId), index("uploads_created_at_idx").on(table.createdAt)],
);

/**
 * Rate-limit and failure counters when several instances share PostgreSQL: one row per
 * key, counted with an atomic upsert (src/limits/postgres-counter-store.ts). Unused on
 * the embedded database, where the counters live in memory.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("rate_limit_counters_reset_at_idx").on(table.resetAt)],
);

export const tables = {
  users,
  secrets,
  sessions,
  emailChangeCancellations,
  resumes,
  statistics,
  rateLimitCounters,
  uploads,
  resumeVersions,
  resumeEditBursts,
  resumeServings,
};
