/**
 * The ALTCHA widget, loaded on a form's first use (captcha.tsx). Its "external" build leaves out the stylesheet the
 * main build injects as a `<style>` element, which the Content-Security-Policy blocks (decision 035), and the
 * workers it would start from `blob:` URLs: the same CSS comes here as a file, which Vite links with this chunk, and
 * the one worker our challenges need (PBKDF2/SHA-256, server/abuse/captcha.ts) is a file of our own origin too.
 */
import "altcha/external";
import "altcha/altcha.css";
import type {} from "altcha/types/global";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";

$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
