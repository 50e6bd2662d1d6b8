import { hash, verify } from "@node-rs/argon2";
import { type Translate, defaultLanguage, translator } from "../../messages/catalogue.ts";
import { MIN_STRENGTH, passwordStrength } from "../../core/auth/password-strength.ts";
import { isCommonPassword } from "./common-passwords.ts";

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. */
const ARGON2ID = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;

/**
 * NIST 800-63B: a length floor, no composition rules, and nothing from a list of common and breached passwords; then
 * zxcvbn's guessability (at least 3 of 4), weighed with the college's words and the person's own (`userInputs`: their
 * name and e-mail), which refuses repeats (`aaaaaaaa`) and the college's name with digits (`Gumla@123`).
 */
export function passwordProblem(
  password: string,
  t: Translate = translator(defaultLanguage),
  userInputs: readonly string[] = [],
): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return t("console.password.tooShort", { min: MIN_PASSWORD_LENGTH });
  if (password.length > MAX_PASSWORD_LENGTH) return t("console.password.tooLong", { max: MAX_PASSWORD_LENGTH });
  if (isCommonPassword(password)) return t("console.password.common");
  const { score, reason } = passwordStrength(password, userInputs);
  if (score >= MIN_STRENGTH) return null;
  if (reason === "repeated") return t("account.password.repeated");
  if (reason === "personal") return t("account.password.college");
  return t("account.password.weak");
}

export const hashPassword = (password: string) => hash(password, ARGON2ID);

/** A fixed hash to verify against when the e-mail is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword("not-a-real-password-for-timing");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
