/** Hindi of app/messages/en/lightbox.ts. */
export const lightboxMessages = {
  "lightbox.loading": "तस्वीर लोड हो रही है…",
  "lightbox.failed": "तस्वीर लोड नहीं हो सकी।",
  "lightbox.previous": "पिछली तस्वीर",
  "lightbox.next": "अगली तस्वीर",
  "lightbox.zoomIn": "ज़ूम इन",
  "lightbox.zoomOut": "ज़ूम आउट",
  "lightbox.rotateLeft": "बाईं ओर घुमाएँ",
  "lightbox.rotateRight": "दाईं ओर घुमाएँ",
  "lightbox.download": "डाउनलोड",
  "lightbox.close": "बंद करें",
  "lightbox.imageNumber": "{count} में से तस्वीर {number}",
} as const;
