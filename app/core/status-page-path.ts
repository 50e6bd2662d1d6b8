/**
 * The status page's address with the application ID filled in: never the date of birth, which proves who asks. A
 * module of its own, so the admission form's confirmation links to it without the workflow's code.
 */
export const statusPagePath = (reference: string) => `/application-status?id=${encodeURIComponent(reference)}`;
