import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, loadSecrets } from "./config.ts";

describe("configuration", () => {
  it("has working defaults: port 3000, SQLite under ./data, site address from the port", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toMatch(/^sqlite:.*data[/\\]college\.db$/);
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.seedDemo).toBe(true);
  });

  it("trusts no proxy by default, then a number of hops or the proxies' addresses, never every sender", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1" }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
    ]);
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
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "11" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.1, example.com" }, "TRUST_PROXY"],
  ])("refuses %o with a message naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});

describe("form settings and keys", () => {
  it("has form rate limits by default and refuses bad keys, naming the variable", () => {
    expect(loadConfig({}).formRateLimit).toEqual({ max: 30, windowMs: 600_000 });
    expect(loadConfig({ FORM_RATE_LIMIT: "5", FORM_RATE_WINDOW_MINUTES: "1" }).formRateLimit).toEqual({
      max: 5,
      windowMs: 60_000,
    });
    expect(() => loadConfig({ ID_PROOF_KEY: "too-short" })).toThrow(/ID_PROOF_KEY:/);
    expect(() => loadConfig({ ALTCHA_HMAC_KEY: "short" })).toThrow(/ALTCHA_HMAC_KEY:/);
    expect(() => loadConfig({ ID_PROOF_KEYS: "1:" + randomBytes(32).toString("base64") })).toThrow(/ID_PROOF_KEYS:/);
    expect(() => loadConfig({ ID_PROOF_KEYS: "2:short" })).toThrow(/ID_PROOF_KEYS:/);
    expect(() => loadConfig({ FORM_RATE_LIMIT: "0" })).toThrow(/FORM_RATE_LIMIT:/);
  });

  it("generates the keys under DATA_DIR/keys on first start, keeps them, and prefers configured ones", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "college-keys-"));
    try {
      const first = loadSecrets(loadConfig({ DATA_DIR: dir }));
      const again = loadSecrets(loadConfig({ DATA_DIR: dir }));
      expect(first.idProofKey).toHaveLength(32);
      expect(again.idProofKey.equals(first.idProofKey)).toBe(true);
      expect(again.altchaHmacKey).toBe(first.altchaHmacKey);
      expect(fs.statSync(path.join(dir, "keys", "id-proof.key")).mode & 0o077).toBe(0);
      const configured = randomBytes(32);
      const chosen = loadSecrets(
        loadConfig({ DATA_DIR: dir, ID_PROOF_KEY: configured.toString("base64"), ALTCHA_HMAC_KEY: "x".repeat(40) }),
      );
      expect(chosen.idProofKey.equals(configured)).toBe(true);
      expect(chosen.idProofKeys.current).toEqual({ id: 1, key: configured });
      const added = randomBytes(32);
      const ring = loadSecrets(
        loadConfig({ DATA_DIR: dir, ID_PROOF_KEYS: `2:${added.toString("base64")}` }),
      ).idProofKeys;
      expect(ring.current).toEqual({ id: 2, key: added });
      expect(ring.keys.get(1)!.equals(first.idProofKey)).toBe(true);
      expect(chosen.altchaHmacKey).toBe("x".repeat(40));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
