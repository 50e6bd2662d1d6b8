/** The address of a draft's resume page (decision 067): the token in the query, which the server's log leaves out. */
export const DRAFT_RESUME_PATH = "/gpcet-form/resume";

export const draftResumePath = (token: string) => `${DRAFT_RESUME_PATH}?token=${encodeURIComponent(token)}`;
