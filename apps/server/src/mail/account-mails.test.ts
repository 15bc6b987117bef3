import { describe, expect, it } from "vitest";
import { resetPasswordMail, verificationMail } from "./account-mails";
import { catalogueFor } from "./mail-catalogue";

const link = "https://cv.example.org/auth/verify-email?token=abc_DEF-123";

describe("account mails", () => {
  it("carry the link in the text and in the HTML, addressed to the user", () => {
    const mail = verificationMail({ name: "Ada", email: "ada@example.com", locale: "en-US" }, link);
    expect(mail.to).toBe("ada@example.com");
    expect(mail.subject).toBe("Verify your email address");
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`<a href="${link}"`);
  });

  it("escape the user's name in HTML", () => {
    const mail = resetPasswordMail({ name: "<script>x</script>", email: "x@example.com", locale: "en-US" }, link);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&#60;script&#62;");
    expect(mail.text).toContain("Hi <script>x</script>,");
    expect(mail.text).toContain("expires in one hour");
  });

  it.each([
    ["de-DE", "Setze dein Passwort zurück"],
    ["de-CH", "Setze dein Passwort zurück"],
    ["de", "Setze dein Passwort zurück"],
    ["en-GB", "Reset your password"],
    ["fr-FR", "Reset your password"],
    ["", "Reset your password"],
  ])("choose the catalogue for %j", (locale, subject) => {
    expect(resetPasswordMail({ name: "Ada", email: "a@example.com", locale }, link).subject).toBe(subject);
  });

  it("have every message in every catalogue", () => {
    const english = catalogueFor("en-US");
    const german = catalogueFor("de-DE");
    expect(Object.keys(german.verifyEmail)).toEqual(Object.keys(english.verifyEmail));
    expect(Object.keys(german.resetPassword)).toEqual(Object.keys(english.resetPassword));
  });
});
