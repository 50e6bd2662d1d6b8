import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptIdProof, encryptIdProof, maskIdProof } from "./crypto.server.ts";

describe("ID proof encryption (AES-256-GCM)", () => {
  const key = randomBytes(32);

  it("round-trips, never contains the number, and differs every time (fresh IV)", () => {
    const a = encryptIdProof(key, "482915736041");
    const b = encryptIdProof(key, "482915736041");
    expect(a).not.toBe(b);
    expect(a).not.toContain("482915736041");
    expect(Buffer.from(a.slice(3), "base64").toString("latin1")).not.toContain("482915736041");
    expect(decryptIdProof(key, a)).toBe("482915736041");
  });

  it("refuses a tampered value and the wrong key", () => {
    const stored = encryptIdProof(key, "482915736041");
    const raw = Buffer.from(stored.slice(3), "base64");
    raw[raw.length - 1]! ^= 1;
    expect(() => decryptIdProof(key, `v1.${raw.toString("base64")}`)).toThrow();
    expect(() => decryptIdProof(randomBytes(32), stored)).toThrow();
    expect(() => encryptIdProof(randomBytes(16), "1")).toThrow(/32 bytes/);
  });

  it("shows only the last four digits", () => {
    expect(maskIdProof("6041")).toBe("XXXX XXXX 6041");
  });
});
