import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";

describe("mail configuration", () => {
  it("sends nothing without SMTP_HOST and polls every 5 seconds by default", () => {
    expect(loadConfig({}).mail).toEqual({ smtp: undefined, pollMs: 5000 });
  });

  it("reads the SMTP settings; TLS from the start on port 465 unless SMTP_SECURE says otherwise", () => {
    const base = { SMTP_HOST: "smtp.example.in", MAIL_FROM: "GPCET Gumla <office@example.in>" };
    expect(loadConfig(base).mail.smtp).toEqual({
      host: "smtp.example.in",
      port: 587,
      secure: false,
      auth: undefined,
      from: "GPCET Gumla <office@example.in>",
    });
    expect(loadConfig({ ...base, SMTP_PORT: "465" }).mail.smtp?.secure).toBe(true);
    expect(loadConfig({ ...base, SMTP_PORT: "2525", SMTP_SECURE: "true" }).mail.smtp?.secure).toBe(true);
    expect(loadConfig({ ...base, SMTP_USER: "mailer", SMTP_PASSWORD: "secret" }).mail.smtp?.auth).toEqual({
      user: "mailer",
      pass: "secret",
    });
    expect(loadConfig({ MAIL_POLL_SECONDS: "0.5" }).mail.pollMs).toBe(500);
  });

  it.each([
    [{ SMTP_HOST: "smtp.example.in" }, "MAIL_FROM: must be set when SMTP_HOST is"],
    [{ MAIL_FROM: "not an address" }, "MAIL_FROM:"],
    [{ MAIL_FROM: "Office <office@example.in>\r\nBcc: x@example.in" }, "MAIL_FROM:"],
    [{ SMTP_PORT: "0" }, "SMTP_PORT:"],
    [{ SMTP_SECURE: "maybe" }, "SMTP_SECURE:"],
    [{ SMTP_USER: "mailer" }, "SMTP_PASSWORD: SMTP_USER and SMTP_PASSWORD go together"],
    [{ SMTP_PASSWORD: "secret" }, "SMTP_USER: SMTP_USER and SMTP_PASSWORD go together"],
    [{ MAIL_POLL_SECONDS: "0" }, "MAIL_POLL_SECONDS:"],
  ])("refuses %o, naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
