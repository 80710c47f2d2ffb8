import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Click tokens of a campaign with a click secret (decision 0075): `<id>.<signature>`, the signature
 * the base64url HMAC-SHA256 of `<id>` under the secret, so nobody makes up a token the carrier
 * did not send. Tokens of a campaign without a secret are taken as they come.
 */
export function signClickToken(id: string, secret: string): string {
  return `${id}.${createHmac("sha256", secret).update(id).digest("base64url")}`;
}

/** True when the token carries the signature of its id under the secret (compared in constant time). */
export function clickTokenSigned(token: string, secret: string): boolean {
  const dot = token.lastIndexOf(".");
  if (dot <= 0 || dot === token.length - 1) return false;
  const expected = Buffer.from(signClickToken(token.slice(0, dot), secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
