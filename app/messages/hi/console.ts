import { consoleMessages as englishConsoleMessages } from "../en/console.ts";
import { mailMessages } from "./mail.ts";

/**
 * The staff console's text in the Hindi catalogue: English for now (the English objects themselves, not a copy), with
 * the mails in Hindi, which applicants read.
 */
export const consoleMessages = {
  ...englishConsoleMessages,
  ...mailMessages,
} as const;
