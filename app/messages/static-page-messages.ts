import { addMessages } from "./catalogue.ts";
import { contentMessages } from "./en/content.ts";
import { searchMessages } from "./en/search.ts";
import { staticPagesMessages } from "./en/static-pages.ts";
import { contentMessages as hindiContentMessages } from "./hi/content.ts";
import { searchMessages as hindiSearchMessages } from "./hi/search.ts";
import { staticPagesMessages as hindiStaticPagesMessages } from "./hi/static-pages.ts";

/**
 * The texts that only pages without React draw (the information pages and their content shapes, the gallery grid,
 * the search results; and the home page's sections, which are HTML), added to the catalogue by every module that
 * draws one of them. The browser's build leaves them out of the catalogue that a page which hydrates loads
 * (vite.config.ts); they reach the browser only with a client-side navigation to such a page (or a console editor's
 * preview), in the chunk of the module that imports this one. On the server they are always there, and adding them
 * again changes nothing. `static-page-messages.test.ts` checks that every module using one of these keys imports
 * this module.
 */
addMessages("en", { ...contentMessages, ...staticPagesMessages, ...searchMessages });
addMessages("hi", { ...hindiContentMessages, ...hindiStaticPagesMessages, ...hindiSearchMessages });
