import type { SubmissionResult } from "@conform-to/react";

/** The hidden field that says which form of the page a post came from (a page can hold an add form and one per item). */
export const FORM_ID_FIELD = "_form";

/**
 * What every console action answers: Conform's result for the form that posted (its id in `form`) — the errors
 * beside each field and what was typed — and a message for the whole page: the success, or a refusal that belongs
 * to no field (an item deleted meanwhile, a group that still has staff).
 */
export interface ConsoleReply {
  form: string;
  ok: boolean;
  message?: string;
  result: SubmissionResult<string[]>;
}
