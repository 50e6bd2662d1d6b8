import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * Runs the module and zod in a fresh process (as the browser does, with a document), in either order (a chunk may
 * hold both, zod first), and reads zod's setting.
 */
function jitlessAfterImport(withDocument: boolean, zodFirst = false): string {
  const script = `
    ${withDocument ? "globalThis.document = {};" : ""}
    ${zodFirst ? 'await import("zod");' : ""}
    await import("./app/lib/zod-jitless.ts");
    const { z } = await import("zod");
    process.stdout.write(String(z.config().jitless));
  `;
  return execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" });
}

describe("zod in the browser", () => {
  it("parses without compiling code where there is a document, and compiles on the server", () => {
    expect(jitlessAfterImport(true)).toBe("true");
    expect(jitlessAfterImport(true, true)).toBe("true");
    expect(jitlessAfterImport(false)).toBe("undefined");
  });
});
