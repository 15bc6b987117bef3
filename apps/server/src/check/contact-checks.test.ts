import { describe, expect, it } from "vitest";
import { checkContext, drawnPdf, resultOf, resumeRuns, sampleData } from "../test/check-pdfs";
import { contactChecks } from "./contact-checks";

const links = (data: ReturnType<typeof sampleData>) => [data.basics.url.href, ...data.sections.profiles.items.map((item) => item.url.href)];

describe("contact checks", () => {
  it("pass when name, email, phone, location are on page 1 and every link is an annotation", async () => {
    const data = sampleData();
    const results = contactChecks(await checkContext(data, { pdf: await drawnPdf(resumeRuns(data), links(data)) }));
    for (const id of ["contact-name", "contact-email", "contact-phone", "contact-location", "contact-links"]) {
      expect(resultOf(results, id).status, id).toBe("pass");
    }
    expect(resultOf(results, "contact-email")).toMatchObject({ target: { section: "basics", field: "email" }, highlights: [data.basics.email] });
  });

  it("finds a phone number printed with other separators", async () => {
    const data = sampleData();
    const runs = resumeRuns(data);
    runs[0] = runs[0]!.map((run) => (run.text === data.basics.phone ? { ...run, text: "+1 503 555 0142" } : run));
    const result = resultOf(contactChecks(await checkContext(data, { pdf: await drawnPdf(runs) })), "contact-phone");
    expect(result.status).toBe("pass");
    expect(result.highlights).toEqual(["+1 503 555 0142"]);
  });

  it("fail for each detail missing from page 1, with the page's text as evidence", async () => {
    const data = sampleData();
    const { name, email, phone, location } = data.basics;
    const runs = resumeRuns(data);
    // The name only on page 2, the rest not at all.
    runs[0] = runs[0]!.filter((run) => ![name, email, phone, location].includes(run.text));
    runs[1] = [...(runs[1] ?? []), { text: name, x: 40, y: 780 }];
    const results = contactChecks(await checkContext(data, { pdf: await drawnPdf(runs) }));
    // Each points to its field of Basics; the name, printed on page 2, is highlighted there.
    expect(resultOf(results, "contact-email").target).toEqual({ section: "basics", field: "email" });
    expect(resultOf(results, "contact-name").highlights).toEqual([name]);
    expect(resultOf(results, "contact-phone").highlights).toBeUndefined();
    for (const id of ["contact-name", "contact-email", "contact-phone", "contact-location"]) {
      const result = resultOf(results, id);
      expect(result.status, id).toBe("fail");
      expect(result.evidence).toContain("Experience");
      expect(result.fix).not.toBe("");
    }
  });

  it("fail when the resume has no name, email or phone at all", async () => {
    const data = sampleData();
    Object.assign(data.basics, { name: "", email: "", phone: "" });
    const results = contactChecks(await checkContext(data));
    expect(["contact-name", "contact-email", "contact-phone"].map((id) => resultOf(results, id).status)).toEqual(["fail", "fail", "fail"]);
  });

  it("warn, not fail, when the resume gives no location: many searches filter by place, but it is not needed to answer", async () => {
    const data = sampleData();
    data.basics.location = "";
    const result = resultOf(contactChecks(await checkContext(data)), "contact-location");
    expect(result).toMatchObject({ status: "warn", target: { section: "basics", field: "location" } });
  });

  it("warn about links that are neither annotations nor text", async () => {
    const data = sampleData();
    const result = resultOf(contactChecks(await checkContext(data)), "contact-links");
    expect(result.status).toBe("warn");
    expect(result.evidence).toContain("https://github.com/mkettering");
    // The website is printed as text by the drawing, so it counts.
    expect(result.evidence).not.toContain("marisol.example.com");
    const github = data.sections.profiles.items.find((item) => item.url.href === "https://github.com/mkettering")!;
    expect(result.target).toEqual({ section: "profiles", itemId: github.id, field: "url" });
  });
});
