/** The form's one-time token: a resend of the same post gets the first answer (decision 031). */
export const TOKEN_FIELD = "formToken";
