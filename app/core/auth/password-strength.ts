import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import englishWords from "@zxcvbn-ts/language-en/dist/commonWords.json.mjs";
import englishFirstNames from "@zxcvbn-ts/language-en/dist/firstnames.json.mjs";
import { institution } from "../../settings/institution.ts";

/**
 * How hard a password is to guess, by zxcvbn-ts (0 to 4): the server's rule for every new staff password and the
 * console's strength meter, which loads this module on its own (a lazy chunk of the console pages only). It weighs
 * the common and breached passwords and the diceware words of @zxcvbn-ts/language-common, English common words and
 * first names, keyboard patterns, repeats, sequences and dates, and the words of the college and the person, which a
 * guesser tries first. English last names and Wikipedia words are left out: they would double the meter's download
 * (about 850 KB gzipped with them) and add little against the passwords of an Indian college's office.
 */
export type Strength = 0 | 1 | 2 | 3 | 4;

/** The score a new password needs: "safely unguessable" in zxcvbn's words (10^10 guesses). */
export const MIN_STRENGTH: Strength = 3;

/** The college's own words: its names, place and founding year (zxcvbn scores `Gumla@123` 3 of 4 without them). */
export const collegeWords: readonly string[] = [
  ...new Set(
    [
      ...institution.name.split(/\s+/),
      ...institution.shortName.split(/\s+/),
      ...institution.address.lines.flatMap((line) => line.split(/[\s,]+/)),
      institution.address.pin,
      String(institution.foundedYear),
      "gpcet",
      "polytechnic",
      "college",
      "gumla",
      "jharkhand",
      "admin",
      "admission",
      "admissions",
      "office",
      "staff",
    ]
      .map((word) => word.toLowerCase())
      .filter((word) => word.length >= 3),
  ),
];

const MAX_WEIGHED_LENGTH = 64;

let factory: ZxcvbnFactory | undefined;

const zxcvbn = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, "commonWords-en": englishWords, "firstnames-en": englishFirstNames },
    graphs: adjacencyGraphs,
    // Only the first 64 characters are weighed: longer passwords count as strong anyway, and the check's time grows
    // quickly with length (a 255-character pattern takes most of a second).
    maxLength: MAX_WEIGHED_LENGTH,
  }));

/** A person's own words: their name's parts and their e-mail address's parts. */
const personalWords = (inputs: readonly string[]) =>
  inputs.flatMap((input) => input.toLowerCase().split(/[\s@._+-]+/)).filter((word) => word.length >= 3);

export interface StrengthResult {
  score: Strength;
  /** Why a weak password is weak, when zxcvbn says: repeats, or the college's or the person's own words. */
  reason: "repeated" | "personal" | null;
}

export function passwordStrength(password: string, userInputs: readonly string[] = []): StrengthResult {
  const result = zxcvbn().check(password, [...collegeWords, ...personalWords(userInputs)]);
  const score = result.score as Strength;
  if (score >= MIN_STRENGTH) return { score, reason: null };
  const patterns = result.sequence;
  if (patterns.some((match) => match.pattern === "repeat")) return { score, reason: "repeated" };
  if (patterns.some((match) => match.pattern === "dictionary" && match.dictionaryName === "userInputs"))
    return { score, reason: "personal" };
  return { score, reason: null };
}
