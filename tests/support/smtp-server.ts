import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export interface ReceivedMail {
  /** The envelope recipients, as the sending server named them. */
  to: string[];
  raw: Buffer;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** Listen on this port (to bring a "down" server back where the sender expects it); a free one when left out. */
  port?: number;
  /** Accept mail only after AUTH with these; without it no sign-in is asked for. */
  auth?: { user: string; pass: string };
  /** Refuse every recipient with this SMTP reply code (e.g. 550). */
  refuseRecipients?: number;
  onMessage?: (mail: ReceivedMail) => void;
}

/**
 * A real SMTP server on loopback for tests: plain text (no STARTTLS, so no certificate), every message received is
 * parsed with mailparser and kept in `received`.
 */
export async function startTestSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const settings: SMTPServerOptions = {
    logger: false,
    disabledCommands: options.auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      const ok = options.auth && auth.username === options.auth.user && auth.password === options.auth.pass;
      callback(ok ? null : new Error("Invalid username or password"), ok ? { user: auth.username } : undefined);
    },
    onRcptTo(_address, _session, callback) {
      if (!options.refuseRecipients) return callback();
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: options.refuseRecipients }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, parsed };
            received.push(mail);
            options.onMessage?.(mail);
            callback();
          })
          .catch(callback);
      });
    },
  };
  const server = new SMTPServer(settings);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A loopback port where nothing listens (for a mail server that is down). */
export async function closedPort(): Promise<number> {
  const probe = await startTestSmtpServer();
  await probe.close();
  return probe.port;
}
