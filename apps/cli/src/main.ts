import { validateCommand } from "./validate-command";

export interface Io {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

const usage = `Usage: vitae <command> [options]

Commands:
  validate <file>   check that a file is a valid Vitae (Reactive Resume v4) resume

Options:
  -h, --help        show this help
`;

/** Runs the command line; resolves to the process exit code. */
export async function main(argv: string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === "-h" || command === "--help" || command === "help") {
    io.stdout.write(usage);
    return command ? 0 : 2;
  }
  if (command === "validate") return validateCommand(rest, io);
  io.stderr.write(`vitae: unknown command "${command}"\n\n${usage}`);
  return 2;
}
