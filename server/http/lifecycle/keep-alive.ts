import type { Server } from "node:http";

/**
 * How long an idle keep-alive connection stays open: longer than the clients and proxies that
 * reuse them (nginx's upstream keepalive_timeout and most load balancers' idle time are 60 s).
 * Node's own 5 s let the server close a socket just as a client sent its next request on it, which
 * the client saw as ECONNRESET (a CI run's e2e request did). The side that closes must be the one
 * that waits longest without a request: the proxy, not us.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepConnectionsLongerThanProxies(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // A request's headers may arrive on a connection idle up to the keep-alive time.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
