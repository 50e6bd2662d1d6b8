import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sealedBeforeTheVault } from "../../tests/support/legacy-id-proof.ts";
import { maskIdProof, openVaultIdProof, sealVaultIdProof } from "./crypto.server.ts";

describe("ID proof encryption (AES-256-GCM)", () => {
  const key = randomBytes(32);

  it("round-trips, never contains the number, and differs every time (fresh IV)", () => {
    const a = sealVaultIdProof(key, "token-a", "482915736041");
    const b = sealVaultIdProof(key, "token-a", "482915736041");
    expect(a).not.toBe(b);
    expect(a).not.toContain("482915736041");
    expect(Buffer.from(a.slice(3), "base64").toString("latin1")).not.toContain("482915736041");
    expect(openVaultIdProof(key, "token-a", a)).toBe("482915736041");
  });

  it("refuses a tampered value, the wrong key, and another vault row's token", () => {
    const stored = sealVaultIdProof(key, "token-a", "482915736041");
    const raw = Buffer.from(stored.slice(3), "base64");
    raw[raw.length - 1]! ^= 1;
    expect(() => openVaultIdProof(key, "token-a", `v2.${raw.toString("base64")}`)).toThrow();
    expect(() => openVaultIdProof(randomBytes(32), "token-a", stored)).toThrow();
    expect(() => openVaultIdProof(key, "token-b", stored)).toThrow();
    expect(() => openVaultIdProof(key, "token-a", "v9.abc")).toThrow(/Unknown ID proof format/);
    expect(() => sealVaultIdProof(randomBytes(16), "token-a", "1")).toThrow(/32 bytes/);
  });

  it("opens a number sealed before the vault, in whichever row it was moved to", () => {
    const moved = sealedBeforeTheVault(key, "482915736041");
    expect(openVaultIdProof(key, "any-token", moved)).toBe("482915736041");
    expect(() => openVaultIdProof(randomBytes(32), "any-token", moved)).toThrow();
  });

  it("shows only the last four digits", () => {
    expect(maskIdProof("6041")).toBe("XXXX XXXX 6041");
  });
});
