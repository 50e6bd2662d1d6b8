import { addMessages } from "./catalogue.ts";
import { grievanceMessages } from "./en/grievance.ts";
import { grievanceMessages as hindiGrievanceMessages } from "./hi/grievance.ts";

/**
 * Grievance redressal's own texts, added to the catalogue by its route modules (app/routes/forms/grievance.tsx,
 * grievance-status.tsx) before they draw. The browser's build leaves them out of the catalogue every page that
 * hydrates React loads (vite.config.ts); on the server they are always there, and adding them again changes nothing.
 */
addMessages("en", grievanceMessages);
addMessages("hi", hindiGrievanceMessages);
