import { createCipheriv, randomBytes } from "node:crypto";

/**
 * An Aadhaar/UID number sealed as the application rows held it before the vault (migration 026): "v1." +
 * base64(iv ‖ tag ‖ ciphertext), AES-256-GCM with "gpcet:id-proof" as associated data. Frozen here, for the tests
 * of the migration and of the vault's reading of moved numbers.
 */
export function sealedBeforeTheVault(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from("gpcet:id-proof"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return "v1." + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
}
