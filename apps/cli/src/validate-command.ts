import type { Io } from "./main";
import { readResumeFile } from "./read-file";

/** `vitae validate <file>`: exit 0 when the file is valid resume data, 1 with every problem otherwise. */
export async function validateCommand(args: string[], io: Io): Promise<number> {
  const [file, extra] = args;
  if (!file || extra !== undefined) {
    io.stderr.write("Usage: vitae validate <file>\n");
    return 2;
  }
  if (!(await readResumeFile(file, io))) return 1;
  io.stdout.write(`${file}: valid resume\n`);
  return 0;
}
