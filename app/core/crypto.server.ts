import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * AES-256-GCM for the Aadhaar/UID number (IDProof). Stored as "v1." + base64(iv ‖ tag ‖ ciphertext): a fresh
 * 12-byte IV per value, the 16-byte tag authenticates it, and the purpose is bound in as associated data so a
 * value cannot be moved to another column and decrypted there. The key (32 bytes) comes from configuration.
 */
const VERSION = "v1.";
const AAD = Buffer.from("gpcet:id-proof");

export function assertKey(key: Buffer): void {
  if (key.length !== 32) throw new Error("The ID proof key must be 32 bytes");
}

export function encryptIdProof(key: Buffer, plain: string): string {
  return seal(key, plain, AAD);
}

export function decryptIdProof(key: Buffer, stored: string): string {
  return open(key, stored, AAD, "Unknown ID proof format");
}

/**
 * A staff account's TOTP secret, with the same key and format; the account's id is bound in as well, so a secret
 * copied to another account's row does not decrypt there.
 */
const totpAad = (userId: number) => Buffer.from(`gpcet:totp-secret:${userId}`);

export function encryptTotpSecret(key: Buffer, userId: number, secret: string): string {
  return seal(key, secret, totpAad(userId));
}

export function decryptTotpSecret(key: Buffer, userId: number, stored: string): string {
  return open(key, stored, totpAad(userId), "Unknown TOTP secret format");
}

function seal(key: Buffer, plain: string, aad: Buffer): string {
  assertKey(key);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
}

function open(key: Buffer, stored: string, aad: Buffer, unknownFormat: string): string {
  assertKey(key);
  if (!stored.startsWith(VERSION)) throw new Error(unknownFormat);
  const raw = Buffer.from(stored.slice(VERSION.length), "base64");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
  decipher.setAAD(aad);
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

/** The only way an ID proof is ever shown: its last four digits. */
export function maskIdProof(lastFour: string): string {
  return `XXXX XXXX ${lastFour}`;
}
