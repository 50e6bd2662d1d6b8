/** Widths the image endpoint renders; pages ask only for these, and the server refuses any other. */
export const imageWidths = [50, 100, 160, 240, 320, 480, 640, 800, 960, 1280, 1600, 1920] as const;
export type ImageWidth = (typeof imageWidths)[number];
