/**
 * How long one loop of a ticker takes, as a class: `ticker-duration-<seconds>` sets `--ticker-duration`, which the
 * ticker's animation reads (app/app.css). A class rather than a `style` attribute, which the Content-Security-Policy
 * blocks in server-rendered HTML (decision 035). app/app.css generates the classes for 15 s and for every fourth
 * second from 16 s to 200 s, so a length is rounded up to the next of them and capped at 200 s.
 */
export const LONGEST_TICKER_SECONDS = 200;

export function tickerSeconds(items: number, secondsPerItem: number, shortestSeconds: number): number {
  const wanted = Math.min(LONGEST_TICKER_SECONDS, Math.max(shortestSeconds, items * secondsPerItem));
  return wanted <= 15 ? 15 : Math.ceil(wanted / 4) * 4;
}

export const tickerDurationClass = (items: number, secondsPerItem: number, shortestSeconds: number) =>
  `ticker-duration-${tickerSeconds(items, secondsPerItem, shortestSeconds)}`;
