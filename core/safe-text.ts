/*
 * Text the database can store and that means what it says. PostgreSQL refuses NUL in text
 * ("invalid byte sequence for encoding UTF8: 0x00"), and a lone UTF-16 surrogate has no UTF-8
 * form (it would be stored as U+FFFD, silently changed). Both are refused at the input boundary:
 * the API's URL and JSON body (server/http/safe-text.ts) and the account forms
 * (server/http/web-accounts.ts), so they never reach a query.
 */

/** A lone high surrogate (no low one after it) or a lone low surrogate (no high one before it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds neither a NUL character nor a lone surrogate. */
export function isSafeText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

/**
 * Where the first unsafe string of a JSON value is (`profiles.0.name`, `""` for the value
 * itself), keys included; undefined when there is none.
 */
export function unsafeTextPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === "string") return isSafeText(value) ? undefined : path.join(".");
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unsafeTextPath(item, [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) return [...path, key].join(".");
      const found = unsafeTextPath(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * Decodes a URL component (`%C3%A9` → `é`, and `+` as a space where `plus` says so); null when it
 * is not valid percent-encoded UTF-8 or decodes to unsafe text.
 */
export function decodeSafeComponent(component: string, plus = false): string | null {
  try {
    const text = decodeURIComponent(plus ? component.replaceAll("+", " ") : component);
    return isSafeText(text) ? text : null;
  } catch {
    return null;
  }
}
