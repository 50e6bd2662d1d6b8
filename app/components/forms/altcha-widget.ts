/**
 * The ALTCHA widget, loaded on a form's first use (captcha.tsx). Its "external" build leaves out the stylesheet the
 * main build injects as a `<style>` element, which the Content-Security-Policy blocks (decision 035), and the
 * workers it would start from `blob:` URLs. The stylesheet is adopted through the CSSOM instead, which the policy
 * does not govern, as the library ships it: Vite's CSS pipeline would rewrite its `light-dark()` colours for older
 * browsers into values that need variables the file does not define, and the widget would lose its borders. The one
 * worker our challenges need (PBKDF2/SHA-256, server/abuse/captcha.ts) is a built file of our own origin.
 */
import "altcha/external";
import type {} from "altcha/types/global";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import css from "altcha/altcha.css?raw";

const sheet = new CSSStyleSheet();
sheet.replaceSync(css);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
