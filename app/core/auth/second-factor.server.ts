import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { institution } from "~/settings/institution.ts";

/**
 * The second factor's arithmetic (RFC 6238 through `otpauth`): SHA-1, 6 digits, 30-second steps, what authenticator
 * apps expect. A code of the step before or after is accepted too (a phone's clock a little off, a code typed as it
 * changed), but never for a step at or before the last one accepted, so each code works once.
 */
const PERIOD = 30;
const DIGITS = 6;
const WINDOW = 1;

function totp(secret: string, label = "") {
  return new TOTP({
    issuer: institution.shortName,
    label,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret: 160 random bits (RFC 4226's recommendation), in base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` address the enrolment QR code holds. */
export const totpUri = (secret: string, email: string): string => totp(secret, email).toString();

/** The secret as it is typed by hand: groups of four characters. */
export const groupedSecret = (secret: string): string => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** The time step of a moment. */
export const timeStep = (now: Date): number => Math.floor(now.getTime() / 1000 / PERIOD);

/** What someone types for a code: six digits, maybe with spaces ("123 456"). */
export const looksLikeTotpCode = (input: string): boolean => /^\d{6}$/.test(input.replace(/\s+/g, ""));

/**
 * The step a typed code belongs to, when it is right for now (±1 step) and later than `lastStep`; otherwise null.
 */
export function matchTotpCode(secret: string, input: string, now: Date, lastStep: number | null): number | null {
  const token = input.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  const step = timeStep(now) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code of a given moment (tests and the enrolment check compute it the same way). */
export const totpCodeAt = (secret: string, now: Date): string => totp(secret).generate({ timestamp: now.getTime() });

/** Recovery codes: ten, each 12 characters of an alphabet without look-alikes (about 60 bits), shown as xxxx-xxxx-xxxx. */
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return [0, 4, 8].map((start) => chars.slice(start, start + 4).join("")).join("-");
  });
}

/** A typed recovery code as it is compared: lower case, without spaces and dashes. */
export const normalRecoveryCode = (input: string): string => input.toLowerCase().replace(/[\s-]+/g, "");

/** Whether typed text can be a recovery code at all (12 characters of the alphabet). */
export const looksLikeRecoveryCode = (input: string): boolean =>
  new RegExp(`^[${RECOVERY_ALPHABET}]{12}$`).test(normalRecoveryCode(input));

/** What is stored of a recovery code: the SHA-256 of its normal form (60 random bits need no slow hash). */
export const hashRecoveryCode = (input: string): string =>
  createHash("sha256").update(normalRecoveryCode(input)).digest("hex");
