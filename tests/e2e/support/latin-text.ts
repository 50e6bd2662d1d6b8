import type { Page } from "playwright-core";

/**
 * What may stay in Latin script on a Hindi page (issue: Hindi and GIGW), each a proper noun or a code that Hindi
 * readers meet in Latin script too. Everything else in Latin script must be translated, or be English on purpose
 * and say so with `lang="en"` (a text with no current Hindi, a name as the college writes it): a screen reader
 * then reads it in English, and this check leaves it alone.
 */
export const LATIN_ALLOWED: readonly string[] = [
  // The text-size buttons (A-, A, A+), as GIGW draws them.
  "A",
  // Brands and services named in the footer, the help page and the screen-reader page.
  "Facebook",
  "YouTube",
  "Instagram",
  "LinkedIn",
  "OpenStreetMap",
  "Google Play",
  "Android",
  "Windows",
  "macOS",
  "iPhone",
  "iPad",
  "Chrome",
  "Firefox",
  "Adobe Reader",
  "TalkBack",
  "VoiceOver",
  "Narrator",
  // A company named in a demo notice's Hindi title (a name inside a sentence cannot carry its own lang).
  "Koel Power Systems",
];

/** A code or acronym: capitals and digits (AICTE, GPCET, PDF, KB, CE-301, TH-1), and units such as m². */
const CODE = /^(?:[A-Z][A-Z0-9]*(?:[-/.][A-Z0-9]+)*\.?|m²?)$/;

/** E-mail and web addresses and the site's own paths (/hi/data-rights), said as written in every language. */
const ADDRESS =
  /(?<!\S)\/[\w/-]+|\S+@\S+|https?:\/\/\S+|\bwww\.\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:in|org|com|gov\.in|nic\.in)\b\S*/gi;

/**
 * The words in Latin script a Hindi page shows or gives a screen reader (text, alt, aria-label, title, placeholder)
 * outside `lang="en"`, addresses, codes and the list above.
 */
export async function latinWords(page: Page): Promise<string[]> {
  // One selector for what is not a Hindi text (no helper function inside: the browser gets this code as written).
  const notHindi = "script, style, noscript, template, [hidden], [lang|='en']";
  const texts = await page.evaluate((skip) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      if (node.parentElement && node.parentElement.closest(skip) === null && /[A-Za-z]/.test(text)) found.push(text);
    }
    for (const element of document.body.querySelectorAll("[alt], [aria-label], [title], [placeholder]")) {
      if (element.closest(skip) !== null) continue;
      for (const name of ["alt", "aria-label", "title", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value && /[A-Za-z]/.test(value)) found.push(value);
      }
    }
    return found;
  }, notHindi);
  const words = new Set<string>();
  for (const text of texts) {
    let rest = text.replace(ADDRESS, " ");
    for (const allowed of LATIN_ALLOWED)
      rest = rest.replace(new RegExp(`(?<![A-Za-z])${allowed}(?![A-Za-z])`, "g"), " ");
    for (const word of rest.match(/[A-Za-z][A-Za-z0-9²'’.&/-]*/g) ?? []) {
      const bare = word.replace(/[.'’&/-]+$/, "");
      if (!CODE.test(bare)) words.add(bare);
    }
  }
  return [...words].sort();
}
