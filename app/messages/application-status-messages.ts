import { addMessages } from "./catalogue.ts";
import { applicationStatusPageMessages } from "./en/application-status-page.ts";
import { applicationStatusPageMessages as hindiPageMessages } from "./hi/application-status-page.ts";

/**
 * The status look-up's own texts, added to the catalogue by its route module (app/routes/forms/application-status.tsx)
 * before it draws. The browser's build leaves them out of the catalogue that every page that hydrates React loads
 * (vite.config.ts), as it does the console's; on the server they are always there, and adding them again changes
 * nothing.
 */
addMessages("en", applicationStatusPageMessages);
addMessages("hi", hindiPageMessages);
