/**
 * Turns the raw bytes of a feed into text. The encoding comes from the byte-order mark first, then
 * the HTTP `Content-Type` charset, then the XML declaration, and UTF-8 otherwise. When bytes and
 * declaration disagree (bytes that are not UTF-8 under a UTF-8 label, or valid multi-byte UTF-8
 * under a Latin-1 label, both common on real servers), the bytes win, so no mojibake reaches readers.
 */

const LATIN1 = new Set(["windows-1252", "iso-8859-1", "iso-8859-15", "us-ascii"]);

export function decodeFeedBytes(bytes: Uint8Array, contentTypeHeader?: string): string {
  const bom = encodingFromBom(bytes);
  if (bom) return new TextDecoder(bom).decode(bytes);

  const declared =
    normalizeLabel(charsetFromContentType(contentTypeHeader)) ??
    normalizeLabel(encodingFromXmlDeclaration(bytes));
  const encoding = declared ?? "utf-8";

  if (encoding === "utf-8") return decodeUtf8OrLatin1(bytes);
  if (LATIN1.has(encoding) && hasNonAscii(bytes)) {
    // A Latin-1 label on bytes that are valid multi-byte UTF-8 is almost always a wrong label.
    const utf8 = tryUtf8(bytes);
    if (utf8 !== null) return utf8;
  }
  return new TextDecoder(encoding).decode(bytes);
}

function decodeUtf8OrLatin1(bytes: Uint8Array): string {
  return tryUtf8(bytes) ?? new TextDecoder("windows-1252").decode(bytes);
}

function tryUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function hasNonAscii(bytes: Uint8Array): boolean {
  for (const byte of bytes) if (byte > 0x7f) return true;
  return false;
}

function encodingFromBom(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  return null;
}

function charsetFromContentType(header: string | undefined): string | undefined {
  return header?.match(/charset\s*=\s*["']?([^"';\s]+)/i)?.[1];
}

function encodingFromXmlDeclaration(bytes: Uint8Array): string | undefined {
  // The declaration is ASCII in every encoding a feed can be in without a BOM.
  const head = new TextDecoder("windows-1252").decode(bytes.subarray(0, 256));
  return head.match(/^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/)?.[1];
}

/** The WHATWG name of a charset label, or null for a label TextDecoder does not know. */
function normalizeLabel(label: string | undefined): string | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return null;
  }
}
