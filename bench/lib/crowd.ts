import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface CrowdFigures {
  requests: number;
  perSecond: number;
  errors: number;
  timeouts: number;
  p50Ms: number;
  p99Ms: number;
}

/** The public pages of the mix: at least ten different ones, as visitors spread over the site. */
export const CROWD_PAGES = [
  "/",
  "/civil",
  "/electrical",
  "/mechanical",
  "/fees",
  "/bcafees",
  "/gallery",
  "/about-us",
  "/contact-us",
  "/gpcet-form",
  "/notice",
  "/scholarship",
];
const API_GETS = [
  "/api/ALLNews/WebNewsType?newstype=NB",
  "/api/ALLNews/WebNewsType?newstype=SN",
  "/api/WebBanner/WebBannerList",
  "/api/Faculty/WebFacultyList?newstype=F",
];
const CONTACT = JSON.stringify({
  name: "Load Test",
  email: "load.test@example.in",
  subject: "Admission",
  mobileno: "9876543210",
  message: "When does the counselling start?",
});

/** A wrk script that sends, at random, 70 % public pages, 20 % legacy GET API and 10 % contact-form POSTs. */
function mixScript(): string {
  const list = (items: string[]) => `{ ${items.map((item) => JSON.stringify(item)).join(", ")} }`;
  return `
local pages = ${list(CROWD_PAGES)}
local apis = ${list(API_GETS)}
local contact = ${JSON.stringify(CONTACT)}
math.randomseed(os.time())
request = function()
  local r = math.random(100)
  if r <= 70 then
    return wrk.format("GET", pages[math.random(#pages)], { ["Accept-Encoding"] = "br, gzip" })
  elseif r <= 90 then
    return wrk.format("GET", apis[math.random(#apis)], { ["Accept-Encoding"] = "gzip" })
  else
    return wrk.format("POST", "/api/WebEnquiry/WebEnquiryNew", { ["Content-Type"] = "application/json" }, contact)
  end
end
`;
}

const toMs = (value: string, unit: string) =>
  Number(value) * (unit === "us" ? 0.001 : unit === "ms" ? 1 : unit === "s" ? 1000 : 60_000);

/** 200 connections for `seconds` against the mix; errors are failed answers (4xx/5xx, 429 included) and socket errors. */
export async function crowd(baseUrl: string, seconds = 60, connections = 200): Promise<CrowdFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "college-bench-crowd-"));
  const script = path.join(dir, "mix.lua");
  fs.writeFileSync(script, mixScript());
  try {
    const { stdout } = await run(
      "wrk",
      [
        "-t",
        "2",
        "-c",
        String(connections),
        "-d",
        `${seconds}s`,
        "--timeout",
        "10s",
        "--latency",
        "-s",
        script,
        baseUrl,
      ],
      { maxBuffer: 1 << 20 },
    );
    const number = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? 0);
    const percentile = (p: string) => {
      const match = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)`, "m").exec(stdout);
      return match ? toMs(match[1]!, match[2]!) : NaN;
    };
    const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
    return {
      requests: number(/(\d+) requests in/),
      perSecond: number(/Requests\/sec:\s+([\d.]+)/),
      errors:
        number(/Non-2xx or 3xx responses:\s+(\d+)/) +
        (socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0),
      timeouts: socket ? Number(socket[4]) : 0,
      p50Ms: percentile("50"),
      p99Ms: percentile("99"),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
