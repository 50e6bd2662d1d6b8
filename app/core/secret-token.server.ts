import { createHash, randomBytes } from "node:crypto";

/**
 * A secret an address carries (a draft's resume link, a guardian's consent link, a page's private preview): 32
 * random bytes in base64url (43 characters).
 * Only its SHA-256 is stored, so the database alone opens nothing.
 */
export const newSecretToken = () => randomBytes(32).toString("base64url");

/** What a well-formed token looks like; anything else is refused before the database is asked. */
export const SECRET_TOKEN = /^[\w-]{43}$/;

/** The stored form of a token: hex SHA-256. */
export const secretTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
