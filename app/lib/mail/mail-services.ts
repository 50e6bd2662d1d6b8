/** What the console knows of mail delivery: whether SMTP is configured, so the outbox page can say why mail waits. */
export interface MailServices {
  configured: boolean;
  /** Tells the mail worker that a message is due now (after a retry), without waiting for its next poll. */
  queued(): void;
}
