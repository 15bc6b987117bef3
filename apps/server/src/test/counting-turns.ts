import { EventLoopTurns } from "../limits/event-loop-turns";

/** Real turns of the event loop that count how many were taken. */
export class CountingTurns extends EventLoopTurns {
  taken = 0;

  override take(): Promise<void> {
    this.taken += 1;
    return super.take();
  }
}
