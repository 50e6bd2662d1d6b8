import { createHash } from "node:crypto";
import type { FormName } from "./form-services.ts";

/** What a form's token looks like: the browser's `crypto.randomUUID()`, or any 16–64 URL-safe characters. */
export const FORM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Not part of a post's fingerprint: a resend without JavaScript uploads its photo again, under a new record. */
const NOT_FINGERPRINTED = new Set(["photoRecord", "ProfilePic", "photo"]);

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/**
 * The key under which a post's answer is kept (decision 031). A form that carries a token (the page's script makes
 * one per form and a new one after each success) is keyed by it. A post without one — JavaScript off, where the page
 * may come from the shared page cache and cannot carry a per-visitor token, or an old API client — is keyed by a
 * fingerprint of its form, the sender's address and every field it sent but the photo: a resend of the same post is
 * recognised; any change to it makes a new post. Only the hash is stored.
 */
export function onceKey(
  form: FormName,
  token: string | undefined,
  fields: Iterable<[string, unknown]>,
  clientIp: string,
): string {
  if (token && FORM_TOKEN_PATTERN.test(token)) return `t:${sha256(`${form}\n${token}`)}`;
  const sent = [...fields]
    .filter(([name, value]) => !NOT_FINGERPRINTED.has(name) && !(value instanceof Blob))
    .map(([name, value]) => `${JSON.stringify(name)}=${JSON.stringify(value) ?? ""}`)
    .sort();
  return `f:${sha256(JSON.stringify([form, clientIp, sent]))}`;
}
