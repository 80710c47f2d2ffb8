// A gzip member compressed once with gaps of a fixed length left open, filled per response: a
// cached page is compressed when it is stored, and each hit only writes its own nonce into the gaps.
//
// Each piece between two gaps is deflated with the text before it as its dictionary (gaps zeroed,
// so no back-reference reaches into one) and ends on a byte boundary (sync flush); a gap is written as a stored, uncompressed deflate block; the CRC-32
// of the whole is combined from the pieces' CRCs (crc32-combine.ts). Any gzip decoder reads the result.
import { promisify } from "node:util";
import { constants, crc32, deflateRaw } from "node:zlib";
import { combineCrc, crcShiftFor } from "./crc32-combine.ts";

const deflatePiece = promisify(deflateRaw);

/** ID1 ID2, deflate, no flags, no mtime, no extra flags, unknown OS (RFC 1952). */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block with fixed codes: BFINAL=1, BTYPE=01, end-of-block. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
/** Deflate refers back at most 32 KiB. */
const WINDOW = 32 * 1024;
/** A stored block holds at most this many bytes. */
const MAX_GAP = 0xffff;

export type GzipTemplate = {
  pieces: Buffer[];
  crcs: number[];
  /** crcShiftFor(length of piece i) */
  shifts: number[];
  gapLength: number;
  gapShift: number;
  /** The stored block header that precedes every gap. */
  gapHeader: Buffer;
  /** Uncompressed length of the whole, modulo 2^32 (the trailer's ISIZE). */
  size: number;
  /** Memory the compressed pieces take. */
  byteLength: number;
};

/**
 * What a decoder has in its window when piece `index` starts, with every gap as zero bytes: a piece
 * may then refer back across gaps (the page's repeated markup) but never into one, since no match
 * can take in a zero byte that the piece does not have (pieces holding one get no dictionary).
 */
function windowBefore(pieces: Buffer[], index: number, gapLength: number): Buffer {
  const gap = Buffer.alloc(gapLength);
  const chunks: Buffer[] = [];
  let length = 0;
  for (let i = index - 1; i >= 0 && length < WINDOW; i--) {
    chunks.unshift(pieces[i], gap);
    length += pieces[i].length + gapLength;
  }
  const joined = Buffer.concat(chunks);
  return joined.subarray(Math.max(0, joined.length - WINDOW));
}

/** Compresses `pieces` (off the main thread) so that they can be joined by gaps of `gapLength` bytes. */
export async function gzipTemplate(pieces: Buffer[], gapLength: number, level = 6): Promise<GzipTemplate> {
  if (pieces.length === 0) throw new Error("gzipTemplate needs at least one piece");
  if (!Number.isInteger(gapLength) || gapLength < 0 || gapLength > MAX_GAP) {
    throw new Error(`a gap must be 0…${MAX_GAP} bytes (got ${gapLength})`);
  }
  const compressed = await Promise.all(
    pieces.map((piece, index) =>
      deflatePiece(piece, {
        level,
        finishFlush: constants.Z_SYNC_FLUSH,
        dictionary: index === 0 || piece.includes(0) ? undefined : windowBefore(pieces, index, gapLength),
      }),
    ),
  );
  const total = pieces.reduce((sum, piece) => sum + piece.length, 0) + gapLength * (pieces.length - 1);
  return {
    pieces: compressed,
    crcs: pieces.map((piece) => crc32(piece)),
    shifts: pieces.map((piece) => crcShiftFor(piece.length)),
    gapLength,
    gapShift: crcShiftFor(gapLength),
    gapHeader: Buffer.from([
      0x00,
      gapLength & 0xff,
      gapLength >>> 8,
      ~gapLength & 0xff,
      (~gapLength >>> 8) & 0xff,
    ]),
    size: total % 2 ** 32,
    byteLength: compressed.reduce((sum, piece) => sum + piece.length, 0),
  };
}

/** The gzip member with `gap` written into every gap. */
export function fillGzipTemplate(template: GzipTemplate, gap: Buffer): Buffer {
  if (gap.length !== template.gapLength) {
    throw new Error(`the gap is ${template.gapLength} bytes, not ${gap.length}`);
  }
  const gapCrc = crc32(gap);
  const chunks: Buffer[] = [HEADER, template.pieces[0]];
  let crc = template.crcs[0];
  for (let i = 1; i < template.pieces.length; i++) {
    chunks.push(template.gapHeader, gap, template.pieces[i]);
    crc = combineCrc(crc, gapCrc, template.gapShift);
    crc = combineCrc(crc, template.crcs[i], template.shifts[i]);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(template.size, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}
