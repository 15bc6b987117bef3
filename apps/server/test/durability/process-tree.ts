import { readdirSync, readFileSync } from "node:fs";

/** A process as Linux's /proc shows it; `startTime` tells a reused pid from the original. */
export interface ProcessEntry {
  pid: number;
  ppid: number;
  /** R, S, D, Z (zombie: exited, waiting to be reaped), … */
  state: string;
  startTime: string;
  command: string;
}

function readEntry(pid: number): ProcessEntry | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
    return { pid, ppid: Number(fields[1]), state: fields[0] ?? "?", startTime: fields[19] ?? "", command };
  } catch {
    return null; // exited while we looked
  }
}

/** Every process on the machine. */
export function listProcesses(): ProcessEntry[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readEntry(Number(name)))
    .filter((entry): entry is ProcessEntry => entry !== null);
}

/** `root` and every process whose parent chain leads to it. */
export function processTree(rootPid: number, processes = listProcesses()): ProcessEntry[] {
  const tree = processes.filter((entry) => entry.pid === rootPid);
  for (let index = 0; index < tree.length; index++) {
    const parent = tree[index]?.pid;
    tree.push(...processes.filter((entry) => entry.ppid === parent));
  }
  return tree;
}

/** Those of `entries` still running: same pid and start time, and not a zombie. */
export function stillRunning(entries: readonly ProcessEntry[]): ProcessEntry[] {
  return entries.filter((entry) => {
    const now = readEntry(entry.pid);
    return now !== null && now.startTime === entry.startTime && now.state !== "Z";
  });
}

const tagName = "VITAE_TEST_PROCESS_TAG";
const tag = `${process.pid}-${Date.now()}`;

/**
 * Tags every process started from now on: they inherit the environment, so they can be
 * found even when they leave the parent chain (Chromium's crash handlers daemonise).
 */
export function tagChildProcesses(): void {
  process.env[tagName] = tag;
}

function isTagged(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`, "latin1").split("\0").includes(`${tagName}=${tag}`);
  } catch {
    return false;
  }
}

/**
 * Live Chromium processes of ours: below this Node process (the printer launches its
 * browser as our child) or carrying our tag.
 */
export function ourChromiumProcesses(): ProcessEntry[] {
  const processes = listProcesses();
  const below = new Set(processTree(process.pid, processes).map((entry) => entry.pid));
  return processes.filter(
    (entry) =>
      entry.pid !== process.pid &&
      entry.state !== "Z" &&
      /chrom/i.test(entry.command.split(" ")[0] ?? "") &&
      (below.has(entry.pid) || isTagged(entry.pid)),
  );
}

export function describeProcesses(entries: readonly ProcessEntry[]): string[] {
  return entries.map((entry) => `${entry.pid} (${entry.state}) ${entry.command.slice(0, 120)}`);
}
