import { type CheckReportPayload, jobDescriptionMaxLength, sampleResume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { type BuildPaths, defaultBuild, missingBuild } from "./built-app-server";
import { type CheckDeps, checkCommand, formatReport } from "./check-command";
import { runCli, useTempDir } from "./test/run-cli";

const temp = useTempDir();

const report = (statuses: CheckReportPayload["checks"][number]["status"][]): CheckReportPayload => ({
  score: 50,
  checks: statuses.map((status, index) => ({
    id: `check-${index}`,
    status,
    message: `Message ${index}.`,
    evidence: status === "pass" ? "" : `evidence ${index}`,
    fix: status === "pass" ? "" : `fix ${index}`,
  })),
});

/** checkCommand with a stand-in check that records the locale and job description it was given. */
function standIn(answer: CheckReportPayload | Error, build: BuildPaths = { serverEntry: import.meta.filename, artboard: import.meta.filename }) {
  const locales: string[] = [];
  const jobs: (string | undefined)[] = [];
  const deps: CheckDeps = {
    build,
    check: async (_data, locale, _build, jobDescription) => {
      locales.push(locale);
      jobs.push(jobDescription);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { locales, jobs, run: (args: string[]) => runCli(args, (argv, io) => checkCommand(argv, io, deps)) };
}

describe("vitae check: arguments and output", () => {
  it("prints the score and findings, failures first, and exits 1 when one fails", async () => {
    const { run, locales } = standIn(report(["pass", "fail", "warn"]));
    const result = await run([await temp.file("resume.json", JSON.stringify(sampleResume))]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(formatReport(report(["pass", "fail", "warn"])));
    expect(result.stdout).toMatch(/^Score: 50\/100\n\nFAIL {4}check-1: Message 1\.\n {8}found: evidence 1\n {8}fix: fix 1\nWARN {4}check-2/);
    expect(result.stdout).toContain("1 failed, 1 warnings, 1 passed");
    expect(locales).toEqual(["en-US"]);
  });

  it("exits 0 with only passes and warnings, and answers JSON with --json in the asked locale", async () => {
    const answer = report(["pass", "warn"]);
    const { run, locales } = standIn(answer);
    const result = await run([await temp.file("ok.json", JSON.stringify(sampleResume)), "--json", "--locale", "de-DE"]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(answer);
    expect(locales).toEqual(["de-DE"]);
  });

  it("explains its usage, refuses a bad resume, an unknown locale, a missing build and a failed check", async () => {
    const { run } = standIn(report([]));
    expect((await run([])).code).toBe(2);
    expect((await run(["a.json", "b.json"])).stderr).toContain("Usage: vitae check");
    expect((await run(["--nope"])).code).toBe(2);
    const badLocale = await run([await temp.file("l.json", JSON.stringify(sampleResume)), "--locale", "xx-YY"]);
    expect(badLocale.code).toBe(2);
    expect(badLocale.stderr).toContain("vitae check: unknown locale xx-YY; use one of en-US, af-ZA");
    expect((await run([await temp.file("bad.json", "{}")])).code).toBe(1);
    const build = { serverEntry: temp.path("missing.js"), artboard: temp.path("missing.html") };
    const missing = await standIn(report([]), build).run([await temp.file("a.json", JSON.stringify(sampleResume))]);
    expect(missing).toEqual({ code: 1, stdout: "", stderr: `${missingBuild(build)}\n` });
    const failed = await standIn(new Error("Printing failed (500): boom")).run([await temp.file("b.json", JSON.stringify(sampleResume))]);
    expect(failed).toEqual({ code: 1, stdout: "", stderr: "vitae check: Printing failed (500): boom\n" });
  });
});

describe("vitae check --job", () => {
  const withKeywords: CheckReportPayload = {
    ...report(["pass"]),
    keywords: {
      language: "en",
      coverage: 0.5,
      matched: [{ term: "Kubernetes", weight: 1, occurrences: [{ section: "experience", itemId: "a", field: "summary", text: "Kubernetes" }] }],
      missing: [{ term: "Haskell", weight: 1 }],
    },
  };

  it("sends the job description's text and prints the terms found and missing", async () => {
    const { run, jobs } = standIn(withKeywords);
    const job = await temp.file("job.txt", "Platform engineer: Kubernetes, Haskell.");
    const result = await run([await temp.file("r.json", JSON.stringify(sampleResume)), "--job", job]);
    expect(result.code).toBe(0);
    expect(jobs).toEqual(["Platform engineer: Kubernetes, Haskell."]);
    expect(result.stdout).toContain("Job description (en): 50% of its key terms are in the resume\nFOUND   Kubernetes (experience)\nMISSING Haskell\n");
  });

  it("sends none without --job, and refuses a job file it cannot read or that is too long", async () => {
    const { run, jobs } = standIn(report(["pass"]));
    const resume = await temp.file("s.json", JSON.stringify(sampleResume));
    expect((await run([resume])).stdout).not.toContain("Job description");
    expect(jobs).toEqual([undefined]);
    const unreadable = await run([resume, "--job", temp.path("no-such-job.txt")]);
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toContain("Failed to read the file: ENOENT");
    const long = await run([resume, "--job", await temp.file("long.txt", "x".repeat(jobDescriptionMaxLength + 1))]);
    expect(long.code).toBe(1);
    expect(long.stderr).toBe(`vitae check: the job description has ${jobDescriptionMaxLength + 1} characters; at most ${jobDescriptionMaxLength} are read.\n`);
    expect(jobs).toEqual([undefined]);
  });
});

describe("vitae check: the real server", () => {
  it(
    "checks the sample through the built app: contact details pass, the custom heading is flagged",
    async () => {
      const missing = missingBuild(defaultBuild);
      if (missing) throw new Error(missing);
      const input = await temp.file("real.json", JSON.stringify(sampleResume));
      const result = await runCli(["check", input, "--json"]);
      expect(result.stderr).toBe("");
      const parsed = JSON.parse(result.stdout) as CheckReportPayload;
      const status = (id: string) => parsed.checks.find((check) => check.id === id)?.status;
      expect(status("contact-name")).toBe("pass");
      expect(status("contact-email")).toBe("pass");
      expect(status("headings-standard")).toBe("warn");
      expect(result.code).toBe(parsed.checks.some((check) => check.status === "fail") ? 1 : 0);

      const broken = structuredClone(sampleResume);
      broken.sections.experience.items[0]!.date = "whenever";
      const human = await runCli(["check", await temp.file("broken.json", JSON.stringify(broken)), "--locale", "de-DE"]);
      expect(human.code).toBe(1);
      // The report is in the asked locale; ids stay as they are.
      expect(human.stdout).toMatch(/^FAIL {4}dates-parse: 1 Datum lässt sich nicht als Datum lesen\.$/m);

      const job = await temp.file("job.txt", "Platform Engineer\nRun Kubernetes clusters and write Terraform; Haskell and Erlang are required.");
      const matched = JSON.parse((await runCli(["check", input, "--json", "--job", job])).stdout) as CheckReportPayload;
      expect(matched.keywords?.matched.map((term) => term.term)).toEqual(expect.arrayContaining(["Kubernetes", "Terraform"]));
      expect(matched.keywords?.missing.map((term) => term.term)).toEqual(expect.arrayContaining(["Haskell", "Erlang"]));
    },
    240_000,
  );
});
