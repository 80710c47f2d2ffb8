import { isIP } from "node:net";

/**
 * Which push subscription endpoints are accepted (decision 0066): https URLs on one of the push
 * services' hosts (ICARO_PUSH_SERVICES; `*.` matches sub-domains), never an IP literal, a local or
 * single-label name, credentials or a port other than 443; or, in tests, the stand-in push service's
 * `host:port` (ICARO_PUSH_TEST_HOSTS, refused in production by the configuration).
 */
export type EndpointRules = { services: readonly string[]; testHosts: readonly string[] };

export const ENDPOINT_MAX_LENGTH = 1024;

export type EndpointVerdict = { ok: true; url: URL } | { ok: false; reason: string };

function hostMatches(host: string, pattern: string): boolean {
  if (pattern.startsWith("*.")) return host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1;
  return host === pattern;
}

export function checkEndpoint(endpoint: string, rules: EndpointRules): EndpointVerdict {
  if (endpoint.length > ENDPOINT_MAX_LENGTH) return { ok: false, reason: "is too long" };
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: "is not a URL" };
  }
  if (url.username || url.password) return { ok: false, reason: "must not hold credentials" };
  if (url.hash) return { ok: false, reason: "must not hold a fragment" };
  const host = url.hostname.toLowerCase();
  const hostPort = `${host}:${url.port || (url.protocol === "https:" ? "443" : "80")}`;
  if (rules.testHosts.includes(hostPort) && (url.protocol === "http:" || url.protocol === "https:")) {
    return { ok: true, url };
  }
  if (url.protocol !== "https:") return { ok: false, reason: "must be an https URL" };
  if (url.port && url.port !== "443") return { ok: false, reason: "must use the https port" };
  const bare = host.replace(/^\[|\]$/g, "");
  if (isIP(bare) !== 0) return { ok: false, reason: "must name a push service, not an address" };
  if (!host.includes(".") || /(^|\.)(localhost|local|internal|localdomain|home|lan)\.?$/.test(host)) {
    return { ok: false, reason: "must name a public push service" };
  }
  if (!rules.services.some((pattern) => hostMatches(host, pattern))) {
    return { ok: false, reason: "is not a known push service" };
  }
  return { ok: true, url };
}
