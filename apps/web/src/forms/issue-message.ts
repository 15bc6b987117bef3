import {
  aiKeyMessage,
  backupCodeMessage,
  deleteConfirmationMessage,
  passwordMismatchMessage,
  reservedUsernameMessage,
  twoFactorCodeMessage,
  usernameMessage,
} from "@vitae/schema";
import i18next from "i18next";

/*
 * Zod reports in English; the forms speak the user's language. Messages that the schema
 * package spells out are looked up by their text; every other issue is
 * translated from its code and bounds.
 */
const schemaMessageKeys = {
  [usernameMessage]: "validation.username",
  [reservedUsernameMessage]: "validation.usernameReserved",
  [passwordMismatchMessage]: "validation.passwordMismatch",
  [twoFactorCodeMessage]: "validation.twoFactorCode",
  [backupCodeMessage]: "validation.backupCode",
  [aiKeyMessage]: "validation.aiKey",
  [deleteConfirmationMessage]: "validation.deleteConfirmation",
} as const;

const isSchemaMessage = (message: string): message is keyof typeof schemaMessageKeys =>
  Object.hasOwn(schemaMessageKeys, message);

/** The translation of a message the schema package defines; any other text is returned as-is. */
export function translateSchemaMessage(message: string): string {
  return isSchemaMessage(message) ? i18next.t(schemaMessageKeys[message]) : message;
}

/** The parts of a zod issue the translation needs (structurally a subset of zod's raw issue). */
export type IssueLike = {
  code?: string;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  format?: string;
  errors?: readonly (readonly IssueLike[])[];
};

const formatKeys: Record<string, "validation.email" | "validation.url"> = { email: "validation.email", url: "validation.url" };

/** A translated message for a zod issue that carries no message of its own. */
export function issueMessage(issue: IssueLike): string {
  switch (issue.code) {
    case "invalid_type":
      return i18next.t(issue.input === undefined || issue.input === null ? "validation.required" : "validation.invalid");
    case "too_small":
      // An empty field is missing, whatever its minimum length.
      if (issue.origin === "string" && (issue.input === "" || Number(issue.minimum) <= 1)) {
        return i18next.t("validation.required");
      }
      if (issue.origin === "string") return i18next.t("validation.tooShort", { min: Number(issue.minimum) });
      return i18next.t("validation.invalid");
    case "too_big":
      if (issue.origin === "string") return i18next.t("validation.tooLong", { max: Number(issue.maximum) });
      return i18next.t("validation.invalid");
    case "invalid_format": {
      const key = issue.format ? formatKeys[issue.format] : undefined;
      return i18next.t(key ?? "validation.invalid");
    }
    case "invalid_union": {
      // e.g. a picture that may be empty or a URL: report what the non-empty branch wanted.
      const formats = (issue.errors ?? []).flat().map((branch) => branch.format);
      const key = formats.map((format) => (format ? formatKeys[format] : undefined)).find(Boolean);
      return i18next.t(key ?? "validation.invalid");
    }
    default:
      return i18next.t("validation.invalid");
  }
}
