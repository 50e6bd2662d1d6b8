import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { parseHttpEquivHeaders } from "@mdn/mdn-http-observatory/src/retriever/utils.js";
import { Requests } from "@mdn/mdn-http-observatory/src/types.js";

/** One answer of the site as the scanner would have received it. */
export interface CapturedResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface ObservatoryResult {
  score: number;
  grade: string;
  tests: { name: string; result: string | null; modifier: number; pass: boolean }[];
}

/** The origin the scanner's CORS preflight comes from. */
export const PREFLIGHT_ORIGIN = "https://http-observatory.security.mozilla.org";

const TEST_NAMES = [
  "content-security-policy",
  "cookies",
  "cross-origin-resource-sharing",
  "redirection",
  "referrer-policy",
  "strict-transport-security",
  "subresource-integrity",
  "x-content-type-options",
  "x-frame-options",
  "cross-origin-resource-policy",
];

/**
 * The package downloads Chromium's HSTS preload list in its install script, which needs the internet; without it
 * the list is taken as empty, which is true of the college's domain (it is not preloaded).
 */
function ensurePreloadList() {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
  const file = path.join(packageDir, "conf", "hsts-preload.json");
  if (!fs.existsSync(file)) fs.writeFileSync(file, "{}\n");
}

function axiosLike(response: CapturedResponse, url: URL, requestHeaders?: Record<string, string>) {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) headers[name] = value;
  return {
    status: response.status,
    headers,
    data: response.body,
    verified: true,
    config: { url: url.href },
    request: { headers: requestHeaders },
  };
}

/**
 * Scores the site's answers with the MDN HTTP Observatory's own tests and grading (the same steps as its `scan`,
 * which can only fetch a public host on the default ports): `page` is the HTTPS answer for the site's address,
 * `http` the answer for its plain-HTTP address (a redirect to HTTPS, or a page), `preflight` the answer to a CORS
 * preflight from a foreign origin.
 */
export function observatoryScore(
  siteUrl: string,
  answers: { page: CapturedResponse; http: CapturedResponse; preflight: CapturedResponse },
): ObservatoryResult {
  ensurePreloadList();
  const https = new URL(siteUrl);
  const http = new URL(siteUrl);
  http.protocol = "http:";
  const requests = new Requests(https.hostname);
  const page = axiosLike(answers.page, https);
  const location = answers.http.headers.location;
  const redirected = answers.http.status >= 300 && answers.http.status < 400 && typeof location === "string";
  requests.responses.https = page;
  requests.responses.http = redirected ? page : axiosLike(answers.http, http);
  requests.responses.httpRedirects = [
    { url: http, status: answers.http.status },
    ...(redirected ? [{ url: new URL(location, http), status: answers.page.status }] : []),
  ];
  requests.responses.httpsRedirects = requests.responses.httpRedirects;
  requests.responses.auto = { ...page, httpEquiv: parseHttpEquivHeaders(answers.page.body, https.href) };
  requests.responses.cors = axiosLike(answers.preflight, https, { origin: PREFLIGHT_ORIGIN });
  requests.resources.path = answers.page.body;
  requests.session = { url: https };

  // As the package's scan(): bonuses count only once the score without them is an A.
  const outputs = ALL_TESTS.map((test) => test(requests));
  let withBonus = 100;
  let withoutBonus = 100;
  const tests = outputs.map((output, index) => {
    const modifier = output.result ? getScoreModifier(output.result) : 0;
    withBonus += modifier;
    if (modifier < 0) withoutBonus += modifier;
    return { name: TEST_NAMES[index] ?? `test ${index}`, result: output.result, modifier, pass: !!output.pass };
  });
  const { score, grade } = getGradeForScore(withoutBonus >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : withoutBonus);
  return { score, grade, tests };
}

async function capture(url: string, init: RequestInit): Promise<CapturedResponse> {
  const response = await fetch(url, { ...init, redirect: "manual" });
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  return { status: response.status, headers, body: await response.text() };
}

/**
 * Asks a running server (started with an https SITE_URL and TRUST_PROXY=1, so that it answers as it does behind the
 * proxy) for a page over HTTPS and over plain HTTP, as the scanner does, and for a CORS preflight.
 */
export async function captureAnswers(base: string, pagePath: string) {
  const url = new URL(pagePath, base).href;
  const accept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
  const page = await capture(url, { headers: { accept, "x-forwarded-proto": "https" } });
  const http = await capture(url, { headers: { accept, "x-forwarded-proto": "http" } });
  const preflight = await capture(url, {
    method: "OPTIONS",
    headers: { origin: PREFLIGHT_ORIGIN, "access-control-request-method": "GET", "x-forwarded-proto": "https" },
  });
  return { page, http, preflight };
}
