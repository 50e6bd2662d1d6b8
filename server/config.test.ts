import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has working defaults: port 3000, SQLite under ./data, site address from the port", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toMatch(/^sqlite:.*data[/\\]college\.db$/);
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.seedDemo).toBe(true);
  });

  it("drops a trailing slash from SITE_URL", () => {
    expect(loadConfig({ SITE_URL: "https://example.edu/" }).siteUrl).toBe("https://example.edu");
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ SITE_URL: "college.example" }, "SITE_URL"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ SEED_DEMO: "yes" }, "SEED_DEMO"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
  ])("refuses %o with a message naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});
