import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface WrkFigures {
  perSecond: number;
  requests: number;
}

/** What wrk gets from a URL in `seconds`, asking for gzip as a browser would; a failed answer throws. */
export async function wrk(url: string, seconds = 10, connections = 50): Promise<WrkFigures> {
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
      "-H",
      "accept-encoding: br, gzip",
      url,
    ],
    { maxBuffer: 1 << 20 },
  );
  const match = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
  const requests = /(\d+) requests in/.exec(stdout);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout);
  if (!match || !requests) throw new Error(`wrk printed no rate:\n${stdout}`);
  if (non2xx) throw new Error(`wrk saw ${non2xx[1]} failed answers from ${url}`);
  return { perSecond: Number(match[1]), requests: Number(requests[1]) };
}

/** Requests per second that wrk gets from a URL, asking for gzip as a browser would. */
export async function requestsPerSecond(url: string, seconds = 10, connections = 50): Promise<number> {
  return (await wrk(url, seconds, connections)).perSecond;
}
