/**
 * The admission form's "Save and finish later" (decision 067): its button posts `intent=save-draft`; a form that
 * carries on a draft posts its token back in a hidden field. Both are taken off the post before the form's schema.
 */
export const INTENT_FIELD = "intent";
export const SAVE_DRAFT = "save-draft";
export const DRAFT_TOKEN_FIELD = "draftToken";
