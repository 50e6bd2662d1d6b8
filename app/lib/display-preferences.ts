/**
 * The visitor's display preferences (GIGW, decision 050): text size and high contrast, each a cookie the server
 * reads, so the page is drawn with them from the first byte (an attribute on <html>, no flash, no shift). Both
 * cookies are among the page cache's preference cookies (server/page-cache/cache-key.ts). A value that is not one
 * of the known ones counts as the default; choosing the default removes the cookie.
 */
export const TEXT_SIZE_COOKIE = "text_size";
export const CONTRAST_COOKIE = "contrast";

/** A-, A, A+: the root font size, so every rem-based size scales with it (app/app.css). */
export const textSizes = ["small", "normal", "large"] as const;
export const contrasts = ["normal", "high"] as const;

export type TextSize = (typeof textSizes)[number];
export type Contrast = (typeof contrasts)[number];

export interface DisplayPreferences {
  textSize: TextSize;
  contrast: Contrast;
}

export const defaultDisplay: DisplayPreferences = { textSize: "normal", contrast: "normal" };

const ONE_YEAR_S = 365 * 24 * 60 * 60;

const isTextSize = (value: unknown): value is TextSize => textSizes.includes(value as TextSize);
const isContrast = (value: unknown): value is Contrast => contrasts.includes(value as Contrast);

function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  return new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookieHeader ?? "")?.[1];
}

/** The preferences a request's cookies ask for; unknown values are the defaults. */
export function displayPreferencesOf(cookieHeader: string | null): DisplayPreferences {
  const textSize = cookieValue(cookieHeader, TEXT_SIZE_COOKIE);
  const contrast = cookieValue(cookieHeader, CONTRAST_COOKIE);
  return {
    textSize: isTextSize(textSize) ? textSize : defaultDisplay.textSize,
    contrast: isContrast(contrast) ? contrast : defaultDisplay.contrast,
  };
}

const setCookie = (name: string, value: string, isDefault: boolean) =>
  isDefault
    ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
    : `${name}=${value}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;

/**
 * The Set-Cookie values for what a form chose (`text_size`, `contrast`): only known values, each other field and
 * value ignored.
 */
export function displayCookies(chosen: { textSize?: unknown; contrast?: unknown }): string[] {
  const cookies: string[] = [];
  if (isTextSize(chosen.textSize))
    cookies.push(setCookie(TEXT_SIZE_COOKIE, chosen.textSize, chosen.textSize === defaultDisplay.textSize));
  if (isContrast(chosen.contrast))
    cookies.push(setCookie(CONTRAST_COOKIE, chosen.contrast, chosen.contrast === defaultDisplay.contrast));
  return cookies;
}
