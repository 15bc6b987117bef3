/** The wording of every mail, per locale. Placeholders: {name}, {link}. */
export interface MailCatalogue {
  greeting: string;
  signature: string;
  verifyEmail: { subject: string; intro: string; action: string; ignore: string };
  resetPassword: { subject: string; intro: string; action: string; expiry: string; ignore: string };
}

const enUS: MailCatalogue = {
  greeting: "Hi {name},",
  signature: "— Vitae",
  verifyEmail: {
    subject: "Verify your email address",
    intro: "please confirm that this is your email address by opening the link below.",
    action: "Verify email address",
    ignore: "If you did not create an account or change your email address, you can ignore this mail.",
  },
  resetPassword: {
    subject: "Reset your password",
    intro: "someone asked to reset the password of your account. Open the link below to choose a new one.",
    action: "Reset password",
    expiry: "The link works once and expires in one hour.",
    ignore: "If you did not ask for this, you can ignore this mail; your password stays unchanged.",
  },
};

const deDE: MailCatalogue = {
  greeting: "Hallo {name},",
  signature: "— Vitae",
  verifyEmail: {
    subject: "Bestätige deine E-Mail-Adresse",
    intro: "bitte bestätige, dass dies deine E-Mail-Adresse ist, indem du den folgenden Link öffnest.",
    action: "E-Mail-Adresse bestätigen",
    ignore:
      "Wenn du kein Konto erstellt und deine E-Mail-Adresse nicht geändert hast, kannst du diese Mail ignorieren.",
  },
  resetPassword: {
    subject: "Setze dein Passwort zurück",
    intro:
      "jemand möchte das Passwort deines Kontos zurücksetzen. Öffne den folgenden Link, um ein neues zu wählen.",
    action: "Passwort zurücksetzen",
    expiry: "Der Link funktioniert einmal und läuft nach einer Stunde ab.",
    ignore: "Wenn du das nicht warst, kannst du diese Mail ignorieren; dein Passwort bleibt unverändert.",
  },
};

export const mailCatalogues: Record<string, MailCatalogue> = { "en-US": enUS, "de-DE": deDE };

export const fallbackMailLocale = "en-US";

/** The catalogue for a user's locale: exact match, then same language, then en-US. */
export function catalogueFor(locale: string): MailCatalogue {
  const exact = mailCatalogues[locale];
  if (exact) return exact;
  const language = locale.split("-")[0]?.toLowerCase();
  const sameLanguage = Object.keys(mailCatalogues).find((key) => key.split("-")[0] === language);
  return mailCatalogues[sameLanguage ?? fallbackMailLocale] ?? enUS;
}
