import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Filled in off the request path once the page is compressed at the highest levels. */
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  tables: readonly string[];
  /** When a table the page read changed (ms since the epoch); absent while the page is current. */
  staleAt?: number;
}

/**
 * Rendered pages by cache key, least recently used first, within a byte limit. A page is marked stale when a table it
 * read changes (`invalidate`) and kept until its new render replaces it, so that requests arriving while that render
 * runs can have it (decision 065); `generation` lets a render that began before a change refuse to store its stale
 * page.
 */
export class PageStore {
  private readonly pages = new Map<string, CachedPage & { bytes: number }>();
  private readonly generations = new Map<string, number>();
  private bytes = 0;
  /** The highest-level copies are made one page at a time, so a burst of renders does not take every core. */
  private compressions: Promise<void> = Promise.resolve();

  constructor(private readonly maxBytes: number) {}

  get size() {
    return this.pages.size;
  }

  get usedBytes() {
    return this.bytes;
  }

  /** A snapshot to hand to `put`: the store refuses a page when one of its tables changed after the snapshot. */
  generation(): Map<string, number> {
    return new Map(this.generations);
  }

  has(key: string): boolean {
    return this.pages.has(key);
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  put(key: string, page: Omit<CachedPage, "etag">, since: Map<string, number>): CachedPage | undefined {
    if (page.tables.some((table) => (this.generations.get(table) ?? 0) !== (since.get(table) ?? 0))) return undefined;
    const stored = { ...page, etag: etagOf(page.body), bytes: page.body.length };
    if (stored.bytes > this.maxBytes / 4) return undefined;
    this.remove(key);
    this.pages.set(key, stored);
    this.bytes += stored.bytes;
    this.evict();
    this.compressions = this.compressions.then(() => this.compress(key, stored)).catch(() => undefined);
    return stored;
  }

  /**
   * Marks stale every page that read one of `tables` (a page already stale keeps the time it became so), and marks
   * the tables changed for renders in flight. A stale page is a new object, so no answer built for it while it was
   * current is reused.
   */
  invalidate(tables: readonly string[], now = Date.now()) {
    for (const table of tables) this.generations.set(table, (this.generations.get(table) ?? 0) + 1);
    for (const [key, page] of this.pages) {
      if (page.staleAt === undefined && page.tables.some((table) => tables.includes(table))) {
        this.pages.set(key, { ...page, staleAt: now });
      }
    }
  }

  delete(key: string) {
    this.remove(key);
  }

  clear() {
    this.pages.clear();
    this.bytes = 0;
  }

  private remove(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }

  private evict() {
    for (const key of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(key);
    }
  }

  /**
   * zlib's asynchronous calls run on the thread pool, not on the event loop that answers requests. A page replaced,
   * made stale or dropped before its turn is skipped; until its copies exist, its answers are compressed fast.
   */
  private async compress(key: string, page: CachedPage & { bytes: number }) {
    if (this.pages.get(key) !== page) return;
    const br = await brotli(page.body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
      },
    });
    const gz = await gzip(page.body, { level: zlib.constants.Z_BEST_COMPRESSION });
    if (this.pages.get(key) !== page) return;
    page.br = br;
    page.gzip = gz;
    this.bytes += br.length + gz.length;
    page.bytes += br.length + gz.length;
    this.evict();
  }
}

const etagOf = (body: Buffer) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
