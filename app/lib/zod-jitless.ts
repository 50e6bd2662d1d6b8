/**
 * In the browser, zod's object schemas parse without compiling code: otherwise the first one probes with
 * `new Function("")`, which the Content-Security-Policy (no 'unsafe-eval') reports as a violation although zod
 * catches the error. zod keeps its settings in `globalThis.__zod_globalConfig` (so that copies of it share them) and
 * keeps an object it finds there, so setting it here, the first import of app/root.tsx, reaches every schema
 * without loading zod on pages that never use it (decision 028). The server keeps the compiled parsers.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
if (typeof document !== "undefined") shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
