import { createHmac, randomInt } from "node:crypto";
import { type Challenge, createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import type { CaptchaCheck } from "../../app/lib/forms/form-services.ts";

/**
 * Self-hosted proof-of-work captcha (ALTCHA v2 challenges). The browser searches for a counter whose PBKDF2 key
 * starts with a signed prefix; the work is sized for a low-end phone (a fraction of a second with its workers).
 * A challenge lives ten minutes; a solved one is spent once (app/models/submissions.server.ts: spendCaptcha).
 */
export const CAPTCHA = {
  algorithm: "PBKDF2/SHA-256",
  cost: 50,
  counterMin: 2_000,
  counterMax: 6_000,
  ttlSeconds: 600,
} as const;

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(CAPTCHA.algorithm),
        nonce: z.string().regex(/^[0-9a-f]{16,128}$/),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        expiresAt: z.number(),
      })
      .loose(),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }).loose(),
});

export function createCaptcha(hmacKey: string) {
  // The derived-key signature lets the server verify a solution with one HMAC instead of re-deriving the key.
  const keySignatureSecret = createHmac("sha256", hmacKey).update("altcha-key-signature").digest("hex");

  async function challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: CAPTCHA.algorithm,
      cost: CAPTCHA.cost,
      counter: randomInt(CAPTCHA.counterMin, CAPTCHA.counterMax + 1),
      deriveKey,
      expiresAt: new Date(Date.now() + CAPTCHA.ttlSeconds * 1000),
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret: keySignatureSecret,
    });
  }

  /** Verifies a widget payload (base64 JSON of challenge and solution); a bad payload is simply not ok. */
  async function check(payload: string | undefined): Promise<CaptchaCheck> {
    if (!payload) return { ok: false };
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    } catch {
      return { ok: false };
    }
    const parsed = payloadSchema.safeParse(decoded);
    if (!parsed.success) return { ok: false };
    const { challenge: signed, solution } = parsed.data;
    try {
      const result = await verifySolution({
        challenge: signed as Challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      });
      if (!result.verified) return { ok: false };
    } catch {
      return { ok: false };
    }
    return {
      ok: true,
      spend: { challengeId: signed.parameters.nonce, expiresAt: new Date(signed.parameters.expiresAt * 1000) },
    };
  }

  return { challenge, check };
}

export type Captcha = ReturnType<typeof createCaptcha>;
