import { parseArgs } from "node:util";
import { type CheckReportPayload, type CheckStatus, defaultLocale, jobDescriptionMaxLength, type KeywordReport, languageLocales, type ResumeData } from "@vitae/schema";
import { type BuildPaths, defaultBuild, missingBuild, startBuiltAppServer } from "./built-app-server";
import type { Io } from "./main";
import { failure, importIntoServer } from "./server-resume";
import { readFileBytes, readResumeFile } from "./read-file";

const usage = "Usage: vitae check <resume.json> [--job job.txt] [--json] [--locale en-US]\n";

export interface CheckDeps {
  build: BuildPaths;
  /** Checks on a throw-away server of the build; replaced in tests of the argument handling. */
  check: (data: ResumeData, locale: string, build: BuildPaths, jobDescription?: string) => Promise<CheckReportPayload>;
}

async function checkOnBuiltServer(data: ResumeData, locale: string, build: BuildPaths, jobDescription?: string): Promise<CheckReportPayload> {
  const server = await startBuiltAppServer(build);
  try {
    const { id, call } = await importIntoServer(server, data, locale);
    const response = await call(`/api/resume/${encodeURIComponent(id)}/check`, { method: "POST", body: JSON.stringify(jobDescription === undefined ? {} : { jobDescription }) });
    if (!response.ok) throw await failure(response, "Checking");
    return (await response.json()) as CheckReportPayload;
  } finally {
    await server.stop();
  }
}

export const defaultCheckDeps: CheckDeps = { build: defaultBuild, check: checkOnBuiltServer };

const order: CheckStatus[] = ["fail", "warn", "pass"];
const indent = (text: string) => text.split("\n").join("\n        ");

/** The report for a terminal: the score, then failures, warnings and passes, each with its evidence and fix. */
export function formatReport(report: CheckReportPayload): string {
  const lines = [`Score: ${report.score}/100`, ""];
  for (const status of order) {
    for (const check of report.checks.filter((entry) => entry.status === status)) {
      lines.push(`${status.toUpperCase().padEnd(6)}  ${check.id}: ${check.message}`);
      if (status !== "pass" && check.evidence) lines.push(`        found: ${indent(check.evidence)}`);
      if (check.fix) lines.push(`        fix: ${check.fix}`);
    }
  }
  const count = (status: CheckStatus) => report.checks.filter((check) => check.status === status).length;
  lines.push("", `${count("fail")} failed, ${count("warn")} warnings, ${count("pass")} passed`);
  if (report.keywords) lines.push("", ...keywordLines(report.keywords));
  return `${lines.join("\n")}\n`;
}

/** The job description's terms: the coverage, then each term found (with the sections it is in) and each missing. */
function keywordLines(keywords: KeywordReport): string[] {
  const lines = [`Job description (${keywords.language}): ${Math.round(keywords.coverage * 100)}% of its key terms are in the resume`];
  for (const term of keywords.matched) {
    const sections = [...new Set(term.occurrences.map((occurrence) => occurrence.section))].join(", ");
    lines.push(`FOUND   ${term.term} (${sections})`);
  }
  for (const term of keywords.missing) lines.push(`MISSING ${term.term}`);
  return lines;
}

/** The job description of --job, or a message saying why it cannot be used. */
async function readJobDescription(file: string, io: Io): Promise<string | undefined> {
  const bytes = await readFileBytes(file, io);
  if (!bytes) return undefined;
  const text = new TextDecoder().decode(bytes);
  if (text.length > jobDescriptionMaxLength) {
    io.stderr.write(`vitae check: the job description has ${text.length} characters; at most ${jobDescriptionMaxLength} are read.\n`);
    return undefined;
  }
  return text;
}

/**
 * `vitae check <resume.json> [--job job.txt] [--json] [--locale L]`: prints the resume with
 * the server's own templates and printer (like `vitae render`) and checks the PDF as resume
 * parsers read it (docs/check.md); with --job, also matches the resume against that job
 * description (plain text). The report's messages, fixes and evidence labels are in the locale
 * (default en-US; one of the interface's locales), whose language also stands in for a resume
 * too short to tell its own. Exit 1 when a check fails or the resume cannot be checked, 2 for a
 * usage mistake.
 */
export async function checkCommand(args: string[], io: Io, deps: CheckDeps = defaultCheckDeps): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { json: { type: "boolean" }, locale: { type: "string" }, job: { type: "string" } } });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) {
    io.stderr.write(usage);
    return 2;
  }
  const locale = parsed.values.locale ?? defaultLocale;
  if (!languageLocales.includes(locale)) {
    io.stderr.write(`vitae check: unknown locale ${locale}; use one of ${languageLocales.join(", ")}.\n${usage}`);
    return 2;
  }
  const data = await readResumeFile(file, io);
  if (!data) return 1;
  const jobDescription = parsed.values.job === undefined ? undefined : await readJobDescription(parsed.values.job, io);
  if (parsed.values.job !== undefined && jobDescription === undefined) return 1;
  const missing = missingBuild(deps.build);
  if (missing) {
    io.stderr.write(`${missing}\n`);
    return 1;
  }
  let report: CheckReportPayload;
  try {
    report = await deps.check(data, locale, deps.build, jobDescription);
  } catch (error) {
    io.stderr.write(`vitae check: ${(error as Error).message}\n`);
    return 1;
  }
  io.stdout.write(parsed.values.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
  return report.checks.some((check) => check.status === "fail") ? 1 : 0;
}
