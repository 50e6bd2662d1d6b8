/** The ids of the home page's markup drawn on the server: a first load finds it by these (decision 073). */

/** Blocks of sections. */
export const HOME_BLOCK_IDS = {
  main: "home-main",
  showcase: "home-showcase",
  partnership: "home-partnership",
  updated: "home-updated",
} as const;

/** The carousels' slides, by prefix (`slideId`). */
export const HOME_SLIDE_IDS = { banners: "banner-slide", students: "student-slide" } as const;

/** The id of a carousel's slide: its prefix, a hyphen and the slide's number from 1 (`index` counts from 0). */
export const slideId = (prefix: string, index: number) => `${prefix}-${index + 1}`;

/** The scholarship notice's box. */
export const NOTICE_ID = "scholarship-notice";
