/**
 * The address a person opens: a server bound to every interface ("0.0.0.0", "::") is reached at
 * localhost, and an IPv6 host needs brackets in a URL.
 */
export function listeningUrl(host: string, port: number): string {
  if (host === "0.0.0.0" || host === "::") return `http://localhost:${port}`;
  return host.includes(":") ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/** The one human line `npm start` prints in a terminal, beside the JSON log line machines read. */
export function startLine(url: string): string {
  return `Icaro is running at ${url}`;
}
