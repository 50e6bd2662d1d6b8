import { describe, expect, it } from "vitest";
import { styleHash, toastStylesheet } from "./library-styles.ts";
import { MAP_FRAME_ORIGIN, contentSecurityPolicy } from "./security-headers.ts";

/** The policy as a map of directive name to its sources, in the order written. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split("; ").map((directive) => {
      const [name, ...sources] = directive.split(" ");
      return [name!, sources];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  const withNonce = contentSecurityPolicy({ nonce: "bm9uY2Utb2YtdGhlLXRlc3Q=" }, true);
  const cached = contentSecurityPolicy({ hashes: ["YWJj", "ZGVm"] }, true);

  it("allows nothing by default and names every kind of resource the site uses", () => {
    const policy = directives(withNonce);
    expect(withNonce.startsWith("default-src 'none'; ")).toBe(true);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(policy.get("font-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("worker-src")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toEqual([MAP_FRAME_ORIGIN]);
    expect(policy.get("manifest-src")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
    expect(directives(contentSecurityPolicy({ nonce: "x" }, false)).has("upgrade-insecure-requests")).toBe(false);
  });

  it("allows no inline script or style but by nonce or hash, and never eval", () => {
    for (const policy of [withNonce, cached]) {
      expect(policy).not.toContain("unsafe-inline");
      expect(policy).not.toContain("unsafe-eval");
      expect(policy).not.toContain("unsafe-hashes");
      expect(policy).not.toMatch(/(^|\s)\*(\s|;|$)/);
    }
    expect(directives(withNonce).get("script-src")).toEqual(["'self'", "'nonce-bm9uY2Utb2YtdGhlLXRlc3Q='"]);
    expect(directives(cached).get("script-src")).toEqual(["'self'", "'sha256-YWJj'", "'sha256-ZGVm'"]);
  });

  it("allows styles from our files and, by hash, only the toast library's stylesheet (and its empty start)", () => {
    const expected = ["'self'", `'sha256-${styleHash(toastStylesheet())}'`, `'sha256-${styleHash("")}'`];
    expect(directives(withNonce).get("style-src")).toEqual(expected);
    expect(directives(cached).get("style-src")).toEqual(expected);
    // The empty text's well-known SHA-256.
    expect(styleHash("")).toBe("47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
  });
});
