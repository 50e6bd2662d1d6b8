import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * AES-256-GCM for the Aadhaar/UID number (IDProof). Stored as "v1." + base64(iv ‖ tag ‖ ciphertext): a fresh
 * 12-byte IV per value, the 16-byte tag authenticates it, and the purpose is bound in as associated data so a
 * value cannot be moved to another column and decrypted there. The keys (32 bytes each) come from configuration.
 * The numbers live in the Aadhaar vault (decision 062): "v2." values bind the vault row's token in as well; "v1."
 * values were sealed before the vault and moved there as they were.
 */
const VERSION = "v1.";
const AAD = Buffer.from("gpcet:id-proof");
/** A number sealed in the vault (decision 062): its vault token is bound in, so it opens in its own row only. */
const VAULT_VERSION = "v2.";
const vaultAad = (token: string) => Buffer.from(`gpcet:aadhaar-vault:${token}`);

export function assertKey(key: Buffer): void {
  if (key.length !== 32) throw new Error("The ID proof key must be 32 bytes");
}

/** Seals a number for the vault row with `token`. */
export function sealVaultIdProof(key: Buffer, token: string, plain: string): string {
  return seal(key, plain, vaultAad(token), VAULT_VERSION);
}

/**
 * Opens a vault row's number: one sealed for the row, or one moved there from the application row by migration 026
 * (sealed before the vault existed, without the token).
 */
export function openVaultIdProof(key: Buffer, token: string, stored: string): string {
  if (stored.startsWith(VERSION)) return open(key, stored, AAD, "Unknown ID proof format");
  return open(key, stored, vaultAad(token), "Unknown ID proof format", VAULT_VERSION);
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

function seal(key: Buffer, plain: string, aad: Buffer, version = VERSION): string {
  assertKey(key);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return version + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
}

function open(key: Buffer, stored: string, aad: Buffer, unknownFormat: string, version = VERSION): string {
  assertKey(key);
  if (!stored.startsWith(version)) throw new Error(unknownFormat);
  const raw = Buffer.from(stored.slice(version.length), "base64");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
  decipher.setAAD(aad);
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

/** The only way an ID proof is ever shown: its last four digits. */
export function maskIdProof(lastFour: string): string {
  return `XXXX XXXX ${lastFour}`;
}
