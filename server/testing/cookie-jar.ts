/**
 * A browser's cookie jar in one line: the Cookie header after `response`, starting from the
 * `previous` header; a Set-Cookie with Max-Age=0 removes its cookie.
 */
export function cookieHeader(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0], pair] as const),
  );
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0];
    const name = pair.split("=")[0];
    if (/max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}
