/**
 * The college's mark, drawn in the page itself: no request of its own, and no separate SVG document for the browser
 * to build before the header's first frame (an `<img>` of an SVG costs one on a cheap phone). Decorative: the link
 * around it carries the college's name.
 */
export function CollegeLogo({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width={48} height={48} viewBox="0 0 64 64" className={className}>
      <rect width="64" height="64" rx="12" fill="#0f2463" />
      <path d="M32 10 8 22l24 12 24-12z" fill="#fbbf24" />
      <path d="M16 28v12c0 5 7 10 16 10s16-5 16-10V28L32 36z" fill="#fff" />
      <rect x="52" y="22" width="3" height="18" fill="#fbbf24" />
    </svg>
  );
}
