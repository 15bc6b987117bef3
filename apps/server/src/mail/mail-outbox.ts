import type { FastifyBaseLogger } from "fastify";
import type { Mailer, MailMessage } from "./mailer";

/**
 * Sends mails without making the request wait. A request's answer must not depend on
 * the mail server (a failure would tell whether an address has an account, and a slow
 * server would make sign-up slow); failures are logged for the operator instead.
 */
export interface MailOutboxDeps {
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, "error">;
}

export class MailOutbox {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: MailOutboxDeps) {}

  deliver(message: MailMessage): void {
    const sending = this.deps.mailer
      .send(message)
      .catch((error: unknown) => {
        this.deps.log.error({ err: error, subject: message.subject }, "sending a mail failed");
      })
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Waits for mails under way (on shutdown, and in tests). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.drain();
    await this.deps.mailer.close();
  }
}
