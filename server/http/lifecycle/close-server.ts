import type { Server } from "node:http";

/** Closes the server: idle keep-alive sockets at once, busy ones after their response (10 s at most). */
export async function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  await closed;
  clearTimeout(force);
}
