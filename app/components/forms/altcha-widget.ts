/**
 * The ALTCHA widget, loaded on a form's first use (captcha.tsx). Its "external" build leaves out the stylesheet the
 * main build injects as a `<style>` element, which the Content-Security-Policy blocks (decision 035); the same CSS
 * comes here as a file, which Vite links with this chunk.
 */
import "altcha/external";
import "altcha/altcha.css";
