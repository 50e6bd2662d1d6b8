import { describe, expect, it } from "vitest";
import { lockoutAfter, sessionExpired } from "./session-policy.ts";
import { passwordProblem } from "./password.server.ts";

const at = (iso: string) => new Date(iso);

describe("session expiry", () => {
  const session = { lastSeenAt: "2026-11-22T10:00:00.000Z", expiresAt: "2026-11-22T21:00:00.000Z" };
  it("keeps a session used in the last 30 minutes", () => {
    expect(sessionExpired(session, at("2026-11-22T10:29:59.000Z"))).toBe(false);
  });
  it("ends a session idle for more than 30 minutes", () => {
    expect(sessionExpired(session, at("2026-11-22T10:30:01.000Z"))).toBe(true);
  });
  it("ends any session at its absolute expiry", () => {
    expect(sessionExpired({ ...session, lastSeenAt: "2026-11-22T20:59:00.000Z" }, at("2026-11-22T21:00:00.000Z"))).toBe(
      true,
    );
  });
});

describe("lockout", () => {
  const now = at("2026-11-22T10:00:00.000Z");
  it("does not delay the first four failures", () => {
    for (const count of [1, 2, 3, 4]) expect(lockoutAfter(count, now)).toBeNull();
  });
  it("grows the delay: 1, 2, 4 minutes … capped at an hour", () => {
    expect(lockoutAfter(5, now)).toBe("2026-11-22T10:01:00.000Z");
    expect(lockoutAfter(6, now)).toBe("2026-11-22T10:02:00.000Z");
    expect(lockoutAfter(7, now)).toBe("2026-11-22T10:04:00.000Z");
    expect(lockoutAfter(30, now)).toBe("2026-11-22T11:00:00.000Z");
  });
});

describe("password policy", () => {
  it("asks for at least 8 characters and no composition rules", () => {
    expect(passwordProblem("short1!")).toMatch(/at least 8/);
    expect(passwordProblem("correct horse battery staple")).toBeNull();
    expect(passwordProblem("alllowercaseletters")).toBeNull();
  });
  it("refuses common passwords whatever their case", () => {
    expect(passwordProblem("Password123")).toMatch(/too common/);
    expect(passwordProblem("12345678")).toMatch(/too common/);
  });
});
