import { addMessages } from "./catalogue.ts";
import { consoleMessages } from "./en/console.ts";
import { consoleMessages as hindiConsoleMessages } from "./hi/console.ts";

/**
 * The staff console's messages, added to the catalogue by the console's layout (app/routes/admin/layout.tsx). The
 * browser's build of the public pages leaves them out of the catalogue (vite.config.ts); on the server they are
 * always there, and adding them again changes nothing. Hindi's are English for now but for the mails (hi/console.ts).
 */
addMessages("en", consoleMessages);
addMessages("hi", hindiConsoleMessages);
