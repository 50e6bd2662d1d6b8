/**
 * Asks `check` every 25 ms until it gives a value (true, or anything but undefined and false) and returns it; throws
 * when `timeoutMs` passes first. For what a test waits for: a write reaching every process, a page stored in a cache.
 */
export async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
