import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Loads React's server renderer under a NODE_ENV in a fresh process and asks which build is loaded. */
function buildLoadedUnder(nodeEnv: string): string {
  const script = `
    await import("react-dom/server");
    const { loadedReactBuild } = await import("./server/react-build.ts");
    process.stdout.write(loadedReactBuild());
  `;
  return execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    env: { ...process.env, NODE_ENV: nodeEnv },
    encoding: "utf8",
  });
}

describe("loadedReactBuild", () => {
  it("tells the production build from the development one by what is loaded", () => {
    expect(buildLoadedUnder("production")).toBe("production");
    expect(buildLoadedUnder("development")).toBe("development");
  });
});
