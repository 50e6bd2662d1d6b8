/**
 * Imported first by server/main.ts, before anything loads React: React picks its development or production build
 * from NODE_ENV when it is first loaded, and an unset NODE_ENV means development to it. The server runs the
 * production build unless it was started for development (`npm run dev`).
 */
if (process.env.NODE_ENV !== "development") process.env.NODE_ENV = "production";

export {};
