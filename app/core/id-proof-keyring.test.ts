import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FIRST_KEY_ID, UnknownKeyError, keyFor, makeKeyring, parseKeyList } from "./id-proof-keyring.ts";

const base64 = (key: Buffer) => key.toString("base64");

describe("the ID proof keyring", () => {
  const first = randomBytes(32);
  const second = randomBytes(32);
  const third = randomBytes(32);

  it("with key 1 alone, seals under key 1", () => {
    const ring = makeKeyring(first);
    expect(ring.current.id).toBe(FIRST_KEY_ID);
    expect(ring.current.key.equals(first)).toBe(true);
    expect(keyFor(ring, 1).equals(first)).toBe(true);
  });

  it("seals under the highest number, whatever the order given, and opens with any key it holds", () => {
    const ring = makeKeyring(first, [
      { id: 3, key: third },
      { id: 2, key: second },
    ]);
    expect(ring.current).toEqual({ id: 3, key: third });
    expect(keyFor(ring, 1).equals(first)).toBe(true);
    expect(keyFor(ring, 2).equals(second)).toBe(true);
    expect(() => keyFor(ring, 4)).toThrow(UnknownKeyError);
    expect(() => keyFor(ring, 4)).toThrow(/key 4 is not configured/);
  });

  it("reads ID_PROOF_KEYS: numbered keys, commas and spaces between", () => {
    const parsed = parseKeyList(` 2:${base64(second)}, 3:${base64(third)} ,`);
    expect(parsed).toEqual({
      ok: true,
      keys: [
        { id: 2, key: second },
        { id: 3, key: third },
      ],
    });
    expect(parseKeyList("")).toEqual({ ok: true, keys: [] });
  });

  it.each([
    [`${base64(second)}`, /a number, a colon/],
    [`2:${base64(randomBytes(16))}`, /a number, a colon/],
    [`2:not base64 at all`, /a number, a colon/],
    [`1:${base64(second)}`, /key 1 is ID_PROOF_KEY/],
    [`0:${base64(second)}`, /key 1 is ID_PROOF_KEY/],
    [`2:${base64(second)},2:${base64(third)}`, /key 2 is given twice/],
  ])("refuses %s, saying why", (value, problem) => {
    const parsed = parseKeyList(value);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatch(problem);
  });
});
