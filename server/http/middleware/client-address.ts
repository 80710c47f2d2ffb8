import { BlockList, isIP } from "node:net";
import type { Context } from "hono";

/*
 * Which address a request comes from, for rate limits and logs. Behind proxies the socket's peer is
 * the nearest proxy and X-Forwarded-For lists the addresses before it, each proxy appending the
 * one it saw; only the entries our own proxies appended can be believed, since a client writes
 * whatever it likes in front of them. So the address is the right-most entry that is not one of
 * our proxies (OWASP; Express's "trust proxy"), never the left-most.
 */

/**
 * `ICARO_TRUST_PROXY`: how many proxies stand in front of the server (`off` is 0, `on` is 1), or
 * the address ranges they have (`10.0.0.0/8,fd00::/8,127.0.0.1`).
 */
export type ProxyTrust = { hops: number } | { ranges: BlockList };

/** The setting's value, or null when it is none of the forms. */
export function parseProxyTrust(value: string): ProxyTrust | null {
  const text = value.trim().toLowerCase();
  if (text === "off" || text === "0") return { hops: 0 };
  if (text === "on") return { hops: 1 };
  if (/^\d{1,2}$/.test(text)) return { hops: Number(text) };
  const ranges = new BlockList();
  for (const entry of text.split(",").map((part) => part.trim())) {
    const [address, prefix, extra] = entry.split("/");
    const family = isIP(address);
    if (family === 0 || extra !== undefined) return null;
    const type = family === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) {
      ranges.addAddress(address, type);
      continue;
    }
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
    if (bits < 0 || bits > (family === 6 ? 128 : 32)) return null;
    ranges.addSubnet(address, bits, type);
  }
  return { ranges };
}

/** `::ffff:10.0.0.1` (an IPv4 peer of a dual-stack socket) is 10.0.0.1. */
function plainAddress(address: string): string {
  return address.toLowerCase().startsWith("::ffff:") && isIP(address.slice(7)) === 4
    ? address.slice(7)
    : address;
}

function isTrusted(address: string, ranges: BlockList): boolean {
  const plain = plainAddress(address);
  const family = isIP(plain);
  return family !== 0 && ranges.check(plain, family === 6 ? "ipv6" : "ipv4");
}

/** The client's address from the socket's peer and X-Forwarded-For under a proxy trust. */
export function addressOf(peer: string, forwardedFor: string | undefined, trust: ProxyTrust): string {
  const forwarded = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Nearest first: the peer, then what the nearest proxy saw, and so on outwards.
  const chain = [plainAddress(peer), ...forwarded.reverse().map(plainAddress)];
  if ("hops" in trust) return chain[Math.min(trust.hops, chain.length - 1)];
  const first = chain.findIndex((address) => !isTrusted(address, trust.ranges));
  return chain[first === -1 ? chain.length - 1 : first];
}

/** The request's client address (`local` for an in-process request without a socket). */
export function clientAddress(c: Context, trust: ProxyTrust): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return addressOf(incoming?.socket?.remoteAddress ?? "local", c.req.header("x-forwarded-for"), trust);
}
