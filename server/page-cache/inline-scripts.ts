import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * Makes a rendered page fit to be served to everyone: removes the request's nonce from its tags and returns the
 * SHA-256 hashes of its inline scripts, which the page's Content-Security-Policy allows instead. React escapes
 * `</script` inside the data it writes into scripts, so the first `</script>` closes each one.
 */
export function withoutNonce(html: string, nonce: string): { html: string; hashes: string[] } {
  const cleaned = nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
  const hashes = [...cleaned.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1]!)
    .filter((script) => script.length > 0)
    .map((script) => createHash("sha256").update(script, "utf8").digest("base64"));
  return { html: cleaned, hashes: [...new Set(hashes)] };
}
