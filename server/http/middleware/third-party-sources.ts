/**
 * The origins of the sites' configured third-party scripts (docs/decisions/0080), added to the
 * Content-Security-Policy so that the browser may run the publisher tag, the partner ads and
 * the session replay once the reader consents (the page's own code adds them; nothing third
 * party is in the HTML). Nothing is added while no site configures one: the policy stays
 * `'self'` only. One list per process, set at start-up and after every operator change.
 */
let origins: readonly string[] = [];
let version = 0;

/** The https origins of the given addresses (paths on this site are 'self' already), sorted, once each. */
export function originsOf(addresses: readonly (string | null | undefined)[]): string[] {
  const found = new Set<string>();
  for (const address of addresses) {
    if (!address?.startsWith("https://")) continue;
    try {
      found.add(new URL(address).origin);
    } catch {
      // Not a URL: never written (site-ads-input.ts), and never trusted.
    }
  }
  return [...found].sort();
}

export function setThirdPartyOrigins(next: readonly string[]): void {
  if (next.join(" ") === origins.join(" ")) return;
  origins = [...next];
  version += 1;
}

/** The current origins and a counter that moves when they change (for the policy's cache). */
export function thirdPartyOrigins(): { origins: readonly string[]; version: number } {
  return { origins, version };
}
