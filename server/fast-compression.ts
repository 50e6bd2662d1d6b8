import zlib from "node:zlib";

/**
 * The setting for what is compressed on the request path (decision 078): pages drawn for a request, and a cached
 * page's first answers before its copies at the highest levels are made. Brotli quality 3 takes 55–65 % of quality
 * 4's CPU for 5–6 % more bytes; gzip at zlib's default level.
 */
export const fastBrotli: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } };
export const fastGzip: zlib.ZlibOptions = { level: zlib.constants.Z_DEFAULT_COMPRESSION };
