import { addMessages } from "./catalogue.ts";
import { guardianConsentMessages } from "./en/guardian-consent.ts";
import { guardianConsentMessages as hindiGuardianConsentMessages } from "./hi/guardian-consent.ts";

/**
 * Guardian consent's own texts (decision 068), added to the catalogue by the guardian's page
 * (app/routes/forms/guardian-consent.tsx) before it draws. The browser's build leaves them out of the catalogue every
 * page that hydrates React loads (vite.config.ts): the admission form draws its guardian group with texts its loader
 * sends. On the server they are always there, and adding them again changes nothing.
 */
addMessages("en", guardianConsentMessages);
addMessages("hi", hindiGuardianConsentMessages);
