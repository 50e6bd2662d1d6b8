import { describe, expect, it } from "vitest";
import {
  RECOVERY_CODE_COUNT,
  groupedSecret,
  hashRecoveryCode,
  looksLikeRecoveryCode,
  matchTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  timeStep,
  totpCodeAt,
  totpUri,
} from "./second-factor.server.ts";

// RFC 6238's SHA-1 test secret ("12345678901234567890" in base32) and its published values, 8 digits cut to 6.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("the second factor's codes", () => {
  it("computes RFC 6238's test values (SHA-1, 30 s, last six digits)", () => {
    expect(totpCodeAt(RFC_SECRET, new Date(59_000))).toBe("287082");
    expect(totpCodeAt(RFC_SECRET, new Date(1_111_111_109_000))).toBe("081804");
    expect(totpCodeAt(RFC_SECRET, new Date(1_234_567_890_000))).toBe("005924");
  });

  it("accepts the code of this step and of the step before and after, and no other", () => {
    const secret = newTotpSecret();
    const now = new Date("2026-11-23T10:00:15Z");
    const step = timeStep(now);
    for (const offset of [-1, 0, 1])
      expect(matchTotpCode(secret, totpCodeAt(secret, new Date(now.getTime() + offset * 30_000)), now, null)).toBe(
        step + offset,
      );
    for (const offset of [-3, -2, 2, 3])
      expect(matchTotpCode(secret, totpCodeAt(secret, new Date(now.getTime() + offset * 30_000)), now, null)).toBe(
        null,
      );
  });

  it("never accepts a code for a step at or before the last one taken (no replay)", () => {
    const secret = newTotpSecret();
    const now = new Date("2026-11-23T10:00:15Z");
    const code = totpCodeAt(secret, now);
    const step = matchTotpCode(secret, code, now, null)!;
    expect(matchTotpCode(secret, code, now, step)).toBe(null);
    expect(matchTotpCode(secret, code, new Date(now.getTime() + 30_000), step)).toBe(null);
    expect(matchTotpCode(secret, totpCodeAt(secret, new Date(now.getTime() - 30_000)), now, step)).toBe(null);
    expect(matchTotpCode(secret, totpCodeAt(secret, new Date(now.getTime() + 30_000)), now, step)).toBe(step + 1);
  });

  it("takes a code typed with spaces, and refuses what is not six digits", () => {
    const secret = newTotpSecret();
    const now = new Date();
    const code = totpCodeAt(secret, now);
    expect(matchTotpCode(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now, null)).toBe(timeStep(now));
    for (const wrong of ["", "12345", "1234567", "abcdef", `${code}0`])
      expect(matchTotpCode(secret, wrong, now, null)).toBe(null);
  });

  it("makes 160-bit secrets, shows them in groups of four and puts them in an otpauth address", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    expect(groupedSecret(secret)).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const uri = new URL(totpUri(secret, "office@college.test"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("period")).toBe("30");
    expect(uri.searchParams.get("algorithm")).toBe("SHA1");
  });

  it("makes ten distinct recovery codes, recognised however they are typed, stored as a hash", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect(looksLikeRecoveryCode(code.toUpperCase().replaceAll("-", " "))).toBe(true);
      expect(hashRecoveryCode(code)).toMatch(/^[0-9a-f]{64}$/);
      expect(hashRecoveryCode(` ${code.toUpperCase().replaceAll("-", "")} `)).toBe(hashRecoveryCode(code));
    }
    expect(looksLikeRecoveryCode("123456")).toBe(false);
    expect(looksLikeRecoveryCode("abcd-efgh-ijk1")).toBe(false);
  });
});
