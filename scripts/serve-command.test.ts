import { describe, expect, it } from "vitest";
import { serveCommand } from "./serve-command.ts";

describe("npm run serve's command", () => {
  it("runs the production server with its memory settings", () => {
    const { env, nodeArgs } = serveCommand();
    expect(env).toMatchObject({ NODE_ENV: "production", MALLOC_ARENA_MAX: "2" });
    expect(nodeArgs).toContain("--max-old-space-size=256");
    expect(nodeArgs.slice(-3)).toEqual(["--import", "tsx", "server/main.ts"]);
  });
});
