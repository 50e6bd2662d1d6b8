/**
 * Compresses the built static files once, at the highest levels, beside each file: `<file>.br` (brotli 11) and
 * `<file>.gz` (gzip 9). The server sends them as they are to a browser that accepts them (`preCompressed`,
 * server/app.ts), instead of compressing the same script again, at a fast setting, for every visitor.
 *
 *   node --import tsx scripts/precompress.ts [build/client]     (run by `npm run build`)
 */
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser fetches; pictures, PDFs and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml|html|ico)$/;
/** As the server's compression: smaller files are not worth a header. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

export async function precompress(dir: string): Promise<{ files: number; bytes: number; br: number; gz: number }> {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.readFile(file);
      if (body.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      totals.files++;
      totals.bytes += body.length;
      totals.br += br.length;
      totals.gz += gz.length;
    }),
  );
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? "build/client";
  const { files, bytes, br, gz } = await precompress(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.info(`precompressed ${files} files in ${dir}: ${kb(bytes)}, brotli ${kb(br)}, gzip ${kb(gz)}`);
}
