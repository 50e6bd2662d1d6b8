import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

const REACT_FILE = /[\\/]node_modules[\\/](react|react-dom)[\\/]cjs[\\/]/;

/**
 * Which build of React this process has run, read from the module cache rather than from NODE_ENV: what counts is
 * what was loaded. Importing React from ESM makes Node read both builds' files to find their export names, so they
 * are in the cache either way; only the build that ran is marked `loaded`. "none" before anything loaded React.
 */
export function loadedReactBuild(): "production" | "development" | "none" {
  const ran = Object.entries(require.cache)
    .filter(([file, module]) => REACT_FILE.test(file) && module?.loaded)
    .map(([file]) => file);
  if (ran.length === 0) return "none";
  return ran.some((file) => file.endsWith(".development.js")) ? "development" : "production";
}
