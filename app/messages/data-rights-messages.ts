import { addMessages } from "./catalogue.ts";
import { dataRightsMessages } from "./en/data-rights.ts";
import { dataRightsMessages as hindiMessages } from "./hi/data-rights.ts";

/**
 * The data-rights page's own texts, added to the catalogue by its route module (app/routes/forms/data-rights.tsx)
 * before it draws. The browser's build leaves them out of the catalogue that every page that hydrates React loads
 * (vite.config.ts); on the server they are always there, and adding them again changes nothing.
 */
addMessages("en", dataRightsMessages);
addMessages("hi", hindiMessages);
