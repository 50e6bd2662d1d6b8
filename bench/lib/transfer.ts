import { type Browser } from "playwright-core";

export interface Transfer {
  scriptBytes: number;
  totalBytes: number;
  requests: number;
}

/**
 * What a first visit at phone width makes the browser download without any user action, as bytes on the wire
 * (compressed, headers included), read from Chromium's own network events: every script (entry, route chunks,
 * modulepreloads, lazily loaded chunks) and everything in total, images included.
 */
export async function firstVisitTransfer(browser: Browser, url: string): Promise<Transfer> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const types = new Map<string, string>();
  let scriptBytes = 0;
  let totalBytes = 0;
  let requests = 0;
  cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
  cdp.on("Network.loadingFinished", (event) => {
    requests += 1;
    totalBytes += event.encodedDataLength;
    if (types.get(event.requestId) === "Script") scriptBytes += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  // Scripts that load on idle or after hydration have had their chance; give late ones a moment more.
  await page.waitForTimeout(1500);
  await context.close();
  return { scriptBytes, totalBytes, requests };
}
