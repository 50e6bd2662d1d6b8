import { z } from "zod";

/**
 * In the browser, zod's object schemas parse without compiling code: otherwise the first one probes with
 * `new Function("")`, which the Content-Security-Policy (no 'unsafe-eval') reports as a violation although zod
 * catches the error. Imported first by app/root.tsx, before any schema is made. The server keeps the compiled parsers.
 */
if (typeof document !== "undefined") z.config({ jitless: true });
