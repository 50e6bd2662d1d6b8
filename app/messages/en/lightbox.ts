/**
 * Text of the lightbox (the album and awards pages), which the browser loads with the first picture a visitor opens:
 * its texts come with it (app/messages/lightbox-messages.ts), not with the catalogue every hydrated page loads.
 */
export const lightboxMessages = {
  "lightbox.loading": "Loading image…",
  "lightbox.failed": "The image could not be loaded.",
  "lightbox.previous": "Previous image",
  "lightbox.next": "Next image",
  "lightbox.zoomIn": "Zoom in",
  "lightbox.zoomOut": "Zoom out",
  "lightbox.rotateLeft": "Rotate left",
  "lightbox.rotateRight": "Rotate right",
  "lightbox.download": "Download",
  "lightbox.close": "Close",
  "lightbox.imageNumber": "Image {number} of {count}",
} as const;
