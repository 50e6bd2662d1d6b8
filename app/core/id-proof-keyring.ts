/**
 * The keys that encrypt Aadhaar/UID numbers in the vault (decision 062), each with a number. Key 1 is ID_PROOF_KEY
 * (or the key generated under DATA_DIR/keys/); ID_PROOF_KEYS adds more. New numbers are sealed under the key with
 * the highest number; a stored number names its key, and any key of the ring opens it.
 */
export interface IdProofKey {
  id: number;
  key: Buffer;
}

export interface IdProofKeyring {
  /** The key new numbers are sealed under, and rotation moves every stored number to. */
  current: IdProofKey;
  keys: ReadonlyMap<number, Buffer>;
}

/** The number of ID_PROOF_KEY: the numbers stored before the keyring existed were sealed with it. */
export const FIRST_KEY_ID = 1;

export class UnknownKeyError extends Error {}

/** Builds the ring from key 1 and the added keys; the caller has checked the added keys' numbers (parseKeyList). */
export function makeKeyring(first: Buffer, added: readonly IdProofKey[] = []): IdProofKeyring {
  const all = [{ id: FIRST_KEY_ID, key: first }, ...added];
  const current = all.reduce((newest, entry) => (entry.id > newest.id ? entry : newest));
  return { current, keys: new Map(all.map((entry) => [entry.id, entry.key])) };
}

/** The key with number `id`; a stored number under a key no longer configured cannot be opened. */
export function keyFor(ring: IdProofKeyring, id: number): Buffer {
  const key = ring.keys.get(id);
  if (!key) throw new UnknownKeyError(`ID proof key ${id} is not configured (ID_PROOF_KEY, ID_PROOF_KEYS)`);
  return key;
}

const ENTRY = /^(\d{1,6}):([A-Za-z0-9+/]{43}=)$/;

/**
 * ID_PROOF_KEYS: "2:<base64>,3:<base64>", each a number from 2 up and 32 random bytes in base64. Answers the keys,
 * or what is wrong with the value.
 */
export function parseKeyList(value: string): { ok: true; keys: IdProofKey[] } | { ok: false; problem: string } {
  const keys: IdProofKey[] = [];
  for (const part of value.split(",").map((entry) => entry.trim())) {
    if (part === "") continue;
    const match = ENTRY.exec(part);
    if (!match) {
      return { ok: false, problem: "each key must be a number, a colon and 32 random bytes in base64 (2:…)" };
    }
    const id = Number(match[1]);
    if (id <= FIRST_KEY_ID) return { ok: false, problem: "key 1 is ID_PROOF_KEY; added keys are numbered from 2" };
    if (keys.some((entry) => entry.id === id)) return { ok: false, problem: `key ${id} is given twice` };
    keys.push({ id, key: Buffer.from(match[2]!, "base64") });
  }
  return { ok: true, keys };
}
