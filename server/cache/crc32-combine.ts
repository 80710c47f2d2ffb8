// CRC-32 (the gzip trailer's checksum) of a concatenation, from the CRCs of its pieces, in
// constant time per piece: the arithmetic of zlib's crc32_combine (multiplication modulo the CRC
// polynomial, reflected). Lets a cached gzip page get a fresh nonce without reading its bytes again.

/** The reflected CRC-32 polynomial. */
const POLY = 0xedb88320;
const TOP_BIT = 0x80000000;

/** a(x) · b(x) modulo p(x), where a and b are reflected: the highest power is the lowest bit. */
function multiplyModP(a: number, b: number): number {
  let mask = TOP_BIT;
  let product = 0;
  let factor = b;
  for (;;) {
    if ((a & mask) !== 0) {
      product ^= factor;
      if ((a & (mask - 1)) === 0) break;
    }
    mask >>>= 1;
    factor = factor & 1 ? (factor >>> 1) ^ POLY : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo p(x), k = 0…31. */
const X_TO_2_TO_K = (() => {
  const table = new Array<number>(32);
  let power = 0x40000000; // x^1, reflected
  table[0] = power;
  for (let k = 1; k < 32; k++) {
    power = multiplyModP(power, power);
    table[k] = power;
  }
  return table;
})();

/**
 * The operator that shifts a CRC past `bytes` bytes of zeros: x^(8·bytes) modulo p(x). Precompute it
 * once per piece length and apply it with `shiftCrc`.
 */
export function crcShiftFor(bytes: number): number {
  let power = TOP_BIT; // x^0, reflected
  let k = 3; // 8 bits per byte: start at x^(2^3)
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) power = multiplyModP(X_TO_2_TO_K[k % 32], power);
  }
  return power;
}

/** CRC-32 of A followed by B, from crc(A), crc(B) and the shift operator of B's length. */
export function combineCrc(crcA: number, crcB: number, shiftOfB: number): number {
  return (multiplyModP(shiftOfB, crcA) ^ crcB) >>> 0;
}
