import { addMessages } from "./catalogue.ts";
import { lightboxMessages } from "./en/lightbox.ts";
import { lightboxMessages as hindiLightboxMessages } from "./hi/lightbox.ts";

/**
 * The lightbox's texts, added by the lightbox's module (app/components/lightbox/lightbox.tsx), which the browser
 * loads with the first picture a visitor opens: they come with it, in both languages, instead of in the catalogue
 * every hydrated page loads (vite.config.ts). On the server they are always there.
 */
addMessages("en", lightboxMessages);
addMessages("hi", hindiLightboxMessages);
