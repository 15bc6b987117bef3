/**
 * Every template is parser-readable: the sample resume printed in each through the real built
 * artboard, read back by the check's own parser, must give up the name, email, phone and
 * every visible section heading. Needs `npm run build` (apps/web/dist/artboard.html).
 */
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { sampleResume } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webDistDir } from "../paths";
import { artboardStaticPaths } from "../printer/app-printer";
import { Printer } from "../printer/printer";
import { chromiumPath } from "../test/chromium";
import { resultOf } from "../test/check-pdfs";
import { createTestApp, type TestApp } from "../test/test-app";
import { contactChecks } from "./contact-checks";
import { headingChecks } from "./heading-checks";
import { readPdf } from "./read-pdf";

// @vitae/templates is DOM source the server's tsconfig cannot type-check; a specifier tsc does not follow keeps it out.
const templatesPackage: string = "@vitae/templates";
const { availableTemplateNames } = (await import(templatesPackage)) as { availableTemplateNames: string[] };

const artboardFile = path.join(webDistDir, "artboard.html");

let testApp: TestApp | undefined;
let printer: Printer | undefined;

beforeAll(async () => {
  if (!existsSync(artboardFile)) throw new Error(`${artboardFile} is missing: run \`npm run build\` before this suite.`);
  testApp = await createTestApp({ webDir: webDistDir, env: { PORT: "0", HOST: "127.0.0.1" } });
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = testApp.app.server.address() as AddressInfo;
  printer = new Printer({ executablePath: chromiumPath, appOrigin: `http://127.0.0.1:${port}`, staticPathPrefixes: artboardStaticPaths, timeoutMs: 60_000 });
  await printer.warm();
}, 120_000);

afterAll(async () => {
  await printer?.close();
  await testApp?.close();
});

describe("every template is parser-readable", () => {
  it("has all twelve templates", () => {
    expect(availableTemplateNames).toHaveLength(12);
  });

  it.each(availableTemplateNames)("%s: name, email, phone and every visible heading come out of the PDF", async (template) => {
    const data = structuredClone(sampleResume);
    data.metadata.template = template;
    const pdf = await (printer as Printer).printPdf(data);
    const context = { pdf: await readPdf(pdf), data, language: "en", now: new Date() };
    const contact = contactChecks(context);
    const headings = headingChecks(context);
    for (const id of ["contact-name", "contact-email", "contact-phone"]) {
      const result = resultOf(contact, id);
      expect.soft(result.status, `${id}: ${result.evidence}`).toBe("pass");
    }
    const found = resultOf(headings, "headings-found");
    expect.soft(found.status, `missing headings: ${found.evidence}`).toBe("pass");
  }, 120_000);
});
