import { isDeepStrictEqual } from "node:util";
import type { ResumeData } from "@vitae/schema";
import type { HttpSession, ResumeReply } from "./http-session";
import { sleep } from "./wait";

/** A state of a resume: the version and the data stored with it. */
export interface Saved {
  version: number;
  data: ResumeData;
}

/** Holds editors back while the server is down, and knows how many are waiting. */
export class Gate {
  private opened: Promise<void> = Promise.resolve();
  private release: () => void = () => undefined;
  waiting = 0;

  close(): void {
    this.opened = new Promise((resolve) => (this.release = resolve));
  }

  open(): void {
    this.release();
  }

  async pass(): Promise<void> {
    this.waiting += 1;
    await this.opened;
    this.waiting -= 1;
  }
}

const words = ["ledger", "compiler", "harbour", "engine", "quartz", "meridian", "lattice", "orbit", "cipher", "atlas"];

/**
 * One person typing in the builder: after each pause it saves the whole resume with the
 * version it holds (PATCH {data, version}, docs/resume-api.md), one save at a time, as
 * apps/web's autosave does. A save that gets no answer is retried with the same body; if
 * the retry meets 409 with exactly that body stored, the first attempt had landed.
 */
export class AutosaveEditor {
  /** The last state the server acknowledged with a 200. */
  acked: Saved;
  /** Sent but not answered: the state it would create. */
  pending: Saved | null = null;
  acks = 0;
  /** Saves that reached the database although their answer never arrived. */
  landedUnanswered = 0;
  networkFailures = 0;
  /** A PATCH is on the wire (sent, not yet answered or failed). */
  inFlight = false;
  /** Anything a correct server never does; the test fails on any. */
  readonly problems: string[] = [];
  private edits = 0;

  constructor(
    readonly name: string,
    readonly session: HttpSession,
    readonly resumeId: string,
    initial: Saved,
    private readonly pauseMs: { min: number; max: number },
  ) {
    this.acked = initial;
  }

  /** Edits and saves until `stopped()` or a problem. */
  async run(stopped: () => boolean, gate: Gate): Promise<void> {
    while (!stopped() && this.problems.length === 0) {
      if (!this.pending) {
        await sleep(this.pauseMs.min + Math.random() * (this.pauseMs.max - this.pauseMs.min));
        this.pending = { version: this.acked.version + 1, data: this.edit(this.acked.data) };
      }
      await gate.pass();
      if (stopped()) break;
      await this.save(this.pending);
    }
  }

  /** Compares what the server holds with what it acknowledged; returns what is wrong. */
  async checkStored(options: { exact: boolean }): Promise<string[]> {
    const stored = await this.session.getResume(this.resumeId);
    const matches = (state: Saved | null) =>
      state !== null && stored.version === state.version && isDeepStrictEqual(stored.data, state.data);
    if (matches(this.acked) || (!options.exact && matches(this.pending))) return [];
    const described = (state: Saved | null) => (state ? `version ${state.version} "${state.data.basics.headline}"` : "none");
    return [
      `${this.name}: acknowledged ${described(this.acked)}, unanswered ${described(this.pending)}, ` +
        `but the server holds ${described(stored)}` +
        (stored.version >= this.acked.version ? " (different data)" : " (an acknowledged save is lost)"),
    ];
  }

  private async save(target: Saved): Promise<void> {
    let response: Response;
    let text: string;
    this.inFlight = true;
    try {
      response = await this.session.request("PATCH", `/api/resume/${this.resumeId}`, {
        data: target.data,
        version: target.version - 1,
      });
      text = await response.text();
    } catch {
      // Killed server, reset connection or timeout: the outcome is unknown; retry later.
      this.networkFailures += 1;
      await sleep(100);
      return;
    } finally {
      this.inFlight = false;
    }
    if (response.status === 200) {
      const saved = JSON.parse(text) as ResumeReply;
      if (saved.version !== target.version || !isDeepStrictEqual(saved.data, target.data)) {
        this.problems.push(`${this.name}: 200 for version ${target.version} answered version ${saved.version} or other data`);
      }
      this.acked = { version: saved.version, data: saved.data };
      this.pending = null;
      this.acks += 1;
      return;
    }
    if (response.status === 409) {
      const current = (JSON.parse(text) as { current: ResumeReply }).current;
      if (current.version === target.version && isDeepStrictEqual(current.data, target.data)) {
        this.acked = { version: current.version, data: current.data };
        this.pending = null;
        this.landedUnanswered += 1;
        return;
      }
      this.problems.push(
        `${this.name}: 409 for a save based on version ${target.version - 1}; the server holds version ` +
          `${current.version} "${current.data.basics.headline}"`,
      );
      return;
    }
    this.problems.push(`${this.name}: PATCH answered ${response.status}: ${text.slice(0, 300)}`);
  }

  /** A keystroke's worth of change, with a summary of varying length so rows grow and shrink. */
  private edit(data: ResumeData): ResumeData {
    this.edits += 1;
    const next = structuredClone(data);
    next.basics.headline = `${this.name} edit ${this.edits}`;
    const length = 1 + Math.floor(Math.random() * 300);
    const text = Array.from({ length }, (_, index) => words[(index * 7 + this.edits) % words.length]).join(" ");
    next.sections.summary.content = `<p>${text}</p>`;
    return next;
  }
}
