import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRegistration } from "../test/accounts";
import { TestClient } from "../test/cookie-jar";
import { MailCatcher } from "../test/mail-catcher";
import { createTestApp } from "../test/test-app";
import { createConsoleMailer } from "./console-mailer";
import { createMailer } from "./create-mailer";

const message = {
  to: "ada@example.com",
  subject: "Verify your email address",
  text: "Hi Ada,\n\nhttps://cv.example.org/auth/verify-email?token=abc\n",
  html: "<p>Hi Ada</p>",
};

describe("console mailer", () => {
  it("prints the mail as plain text, link included", async () => {
    let printed = "";
    await createConsoleMailer("Vitae <noreply@localhost>", (text) => (printed += text)).send(message);
    expect(printed).toContain("To: ada@example.com");
    expect(printed).toContain("From: Vitae <noreply@localhost>");
    expect(printed).toContain("Subject: Verify your email address");
    expect(printed).toContain("https://cv.example.org/auth/verify-email?token=abc");
    expect(printed).not.toContain("<p>");
  });
});

describe("SMTP mailer", () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await new MailCatcher().start();
  });
  afterAll(() => catcher?.stop());

  it("delivers text and HTML from MAIL_FROM over SMTP_URL", async () => {
    const mailer = createMailer({ SMTP_URL: catcher.url, MAIL_FROM: "CV Builder <cv@example.org>" });
    await mailer.send(message);
    await mailer.close();
    const sent = await catcher.waitFor("ada@example.com");
    expect(sent.subject).toBe(message.subject);
    expect(sent.text).toContain("https://cv.example.org/auth/verify-email?token=abc");
    expect(sent.html).toBe("<p>Hi Ada</p>");
    expect(sent.raw).toMatch(/^From: CV Builder <cv@example\.org>/m);
  });
});

describe("a mail server that is down", () => {
  it("does not fail registration or reveal accounts through forgot-password", async () => {
    const catcher = await new MailCatcher().start();
    const smtpUrl = catcher.url;
    await catcher.stop();
    const testApp = await createTestApp({ env: { SMTP_URL: smtpUrl } });
    const browser = new TestClient(testApp.app);
    const registration = buildRegistration();
    expect((await browser.post("/api/auth/register", registration)).statusCode).toBe(201);
    const known = await browser.post("/api/auth/forgot-password", { email: registration.email });
    const unknown = await browser.post("/api/auth/forgot-password", { email: "nobody@example.com" });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await testApp.close();
  });
});
