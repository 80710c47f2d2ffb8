import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * How the build compresses its assets (scripts/precompress.ts) — and so what readers receive and
 * what the budgets (scripts/check-budgets.ts) measure: the best levels, which per-request
 * compression could not afford.
 */
export function gzipAsset(bytes: Buffer): Buffer {
  return gzipSync(bytes, { level: 9 });
}

export function brotliAsset(bytes: Buffer): Buffer {
  return brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
}
