import fs from "node:fs";
import path from "node:path";

/**
 * `npm run serve`'s command as package.json has it: its environment assignments and node's arguments, so that tests
 * and benchmarks that start the server themselves (to watch the process, or to add a profiler) start it the same
 * way, memory settings included.
 */
export function serveCommand(): { env: Record<string, string>; nodeArgs: string[] } {
  const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const words = manifest.scripts.serve!.split(/\s+/);
  const node = words.indexOf("node");
  if (node < 0) throw new Error("package.json's serve script does not run node");
  const env = Object.fromEntries(words.slice(0, node).map((word) => word.split("=", 2) as [string, string]));
  return { env, nodeArgs: words.slice(node + 1) };
}
