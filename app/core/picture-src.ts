/**
 * The address of a picture uploaded in the console (decision 047): the image endpoint's path of its media id. Kept
 * apart from the schemas so the public pages that draw pictures need no zod.
 */
export const uploadedSrcPattern = /^\/images\/([A-Za-z0-9_-]{16})$/;

export const uploadedSrc = (mediaId: string) => `/images/${mediaId}`;

/** The media id of an uploaded picture's address, or undefined for a file shipped with the site. */
export const mediaIdOfSrc = (src: string): string | undefined => uploadedSrcPattern.exec(src)?.[1];
