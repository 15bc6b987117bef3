import type { ChildProcessWithoutNullStreams } from "node:child_process";

export interface Io {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

const usage = `Usage: vitae <command> [options]

Commands:
  import <file> [--format current|reactive-resume-v3|json-resume|linkedin]
                    convert a resume file to Vitae's format and print it (JSON);
                    without --format the format is told from the file's content
                    (a PDF Vitae printed gives back the resume data inside it)
  export <file> --format json-resume|current
                    print a resume file (of any format import reads) as a JSON Resume
                    document or in Vitae's format
  validate <file>   check that a file is a valid Vitae (Reactive Resume v4) resume
  render <resume.json> -o <out.pdf> [--template NAME] [--format a4|letter] [--png]
  render <a.json> <b.json> … -o <folder>/
                    print Vitae resumes to PDF with the server's templates and printer,
                    or with --png a PNG of every page (out.png, out-2.png, …)
                    (needs \`npm run build\` and Chromium: CHROME_PATH, else /usr/bin/chromium)
  check <resume.json> [--job job.txt] [--json] [--locale en-US]
                    print a Vitae resume and check its PDF as resume parsers read it,
                    and with --job match it against a job description (plain text);
                    the report is written in --locale's language (default en-US);
                    exit 1 when a check fails (needs what render needs)

Options:
  -h, --help        show this help
`;

// Each command is loaded when it runs: `vitae render` starts its printer before it loads the
// importers it checks the input with, and no command pays for the others' modules.
const commands: Record<string, (args: string[], io: Io, started: Started) => Promise<number>> = {
  import: async (args, io) => (await import("./import-command")).importCommand(args, io),
  export: async (args, io) => (await import("./export-command")).exportCommand(args, io),
  validate: async (args, io) => (await import("./validate-command")).validateCommand(args, io),
  render: async (args, io, { printer }) => {
    const { renderCommand, defaultRenderDeps } = await import("./render-command");
    if (!printer) return renderCommand(args, io);
    const { startRenderer } = await import("./built-printer");
    return renderCommand(args, io, { ...defaultRenderDeps, start: (build, onPrinted) => startRenderer(build, onPrinted, printer) });
  },
  check: async (args, io) => (await import("./check-command")).checkCommand(args, io),
};

/** What the `vitae` command started before it loaded the command line (bin/vitae.mjs). */
export interface Started {
  /** The printing child of `vitae render`, already starting (bin/render-child.mjs). */
  printer?: ChildProcessWithoutNullStreams;
}

/** Runs the command line; resolves to the process exit code. */
export async function main(argv: string[], io: Io, started: Started = {}): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === "-h" || command === "--help" || command === "help") {
    io.stdout.write(usage);
    return command ? 0 : 2;
  }
  const run = Object.hasOwn(commands, command) ? commands[command] : undefined;
  if (run) return run(rest, io, started);
  io.stderr.write(`vitae: unknown command "${command}"\n\n${usage}`);
  return 2;
}
