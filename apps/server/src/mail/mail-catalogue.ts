/** The wording of every mail, per locale. Placeholders: {name}, {email}, {code}. */
export interface MailCatalogue {
  greeting: string;
  signature: string;
  verifyEmail: { subject: string; intro: string; action: string; ignore: string };
  resetPassword: { subject: string; intro: string; action: string; expiry: string; ignore: string };
  /** To the address being replaced: the change and the link that cancels it. */
  emailChangeNotice: { subject: string; intro: string; action: string; expiry: string; ignore: string };
  /** The code an account without a password confirms an email change with. */
  emailChangeCode: { subject: string; intro: string; expiry: string; ignore: string };
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
  emailChangeNotice: {
    subject: "Your email address is being changed",
    intro:
      "someone signed in to your account asked to change its email address to {email}. If that was not you, open the link below: it cancels the change, keeps this address and signs out every session.",
    action: "Cancel the change",
    expiry: "The link works for 7 days, also after the new address has been verified.",
    ignore: "If you made this change yourself, you can ignore this mail.",
  },
  emailChangeCode: {
    subject: "Your code to change your email address",
    intro: "enter this code in Vitae to change your account's email address to {email}: {code}",
    expiry: "The code expires in 15 minutes.",
    ignore: "If you did not ask for this, ignore this mail; nothing changes without the code.",
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
  emailChangeNotice: {
    subject: "Deine E-Mail-Adresse wird geändert",
    intro:
      "jemand, der in deinem Konto angemeldet ist, möchte dessen E-Mail-Adresse in {email} ändern. Wenn du das nicht warst, öffne den folgenden Link: Er bricht die Änderung ab, behält diese Adresse und meldet alle Sitzungen ab.",
    action: "Änderung abbrechen",
    expiry: "Der Link funktioniert 7 Tage lang, auch nachdem die neue Adresse bestätigt wurde.",
    ignore: "Wenn du die Änderung selbst vorgenommen hast, kannst du diese Mail ignorieren.",
  },
  emailChangeCode: {
    subject: "Dein Code zum Ändern deiner E-Mail-Adresse",
    intro: "gib diesen Code in Vitae ein, um die E-Mail-Adresse deines Kontos in {email} zu ändern: {code}",
    expiry: "Der Code läuft nach 15 Minuten ab.",
    ignore: "Wenn du das nicht angefordert hast, ignoriere diese Mail; ohne den Code ändert sich nichts.",
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
