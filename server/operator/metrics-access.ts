import type { Context, MiddlewareHandler } from "hono";
import type { Config } from "#server/config.ts";
import { sendApiError } from "#server/http/api/api-error.ts";
import { operatorErrors } from "./operator-errors.ts";
import { hasOperatorKey } from "./operator-key.ts";

/**
 * Who may read /metrics (ICARO_METRICS, decision 0053): `loopback` (the default) answers a request
 * from this machine or one with the operator key, `key` only one with the key, `open` anyone.
 */
export type MetricsAccess = Config["ICARO_METRICS"];

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === "::1";
}

/** Headers a proxy adds: a request carrying one came from elsewhere, whatever the socket says. */
const PROXY_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

/**
 * Whether the request comes from this machine: its socket's peer is a loopback address and no
 * proxy header says it was forwarded (a reverse proxy on the same host connects from loopback).
 * A request with no socket is an in-process `app.request()`, which is this process itself.
 */
export function isLocalRequest(c: Context): boolean {
  if (PROXY_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  if (!incoming) return true;
  const address = incoming.socket?.remoteAddress;
  return address !== undefined && isLoopbackAddress(address);
}

/** The gate in front of /metrics: a 401 `invalid_operator_key` to whoever the setting leaves out. */
export function metricsAccess(mode: MetricsAccess, keys: () => readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const allowed =
      mode === "open" || (mode === "loopback" && isLocalRequest(c)) || hasOperatorKey(c, keys());
    if (!allowed) return sendApiError(c, operatorErrors.invalidKey());
    await next();
  };
}
