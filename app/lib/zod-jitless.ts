/**
 * In the browser, zod's object schemas parse without compiling code: otherwise the first one probes with
 * `new Function("")`, which the Content-Security-Policy (no 'unsafe-eval') reports as a violation although zod
 * catches the error. zod keeps its settings in `globalThis.__zod_globalConfig` (so that copies of it share them) and
 * keeps the object it finds there (or puts there), so setting it on that object here, the first import of
 * app/root.tsx, reaches every schema without loading zod on pages that never use it (decision 028), whether zod was
 * loaded before this module (a chunk that holds both) or after. The object is changed, never replaced: zod holds a
 * reference to it. The server keeps the compiled parsers.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
if (typeof document !== "undefined") (shared.__zod_globalConfig ??= {}).jitless = true;
