/*
 * Text the database can store and that means what it says. PostgreSQL refuses NUL in text
 * ("invalid byte sequence for encoding UTF8: 0x00"), and a lone UTF-16 surrogate has no UTF-8
 * form (it would be stored as U+FFFD, silently changed). Both are refused at the input boundary:
 * the API's URL and JSON body (server/http/middleware/safe-url.ts, server/http/api/json-body.ts) and the account forms
 * (server/http/pages/web-accounts.ts), so they never reach a query.
 */

/** A lone high surrogate (no low one after it) or a lone low surrogate (no high one before it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds neither a NUL character nor a lone surrogate. */
export function isSafeText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

/** A value still to look at, with the way back to the root for its path. */
type Visit = { value: unknown; key?: string; parent?: Visit };

function pathOf(visit: Visit, last?: string): string {
  const keys: string[] = last === undefined ? [] : [last];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".");
}

/**
 * Where the first unsafe string of a JSON value is (`profiles.0.name`, `""` for the value
 * itself), keys included; undefined when there is none. A loop over a stack rather than recursion,
 * so a body nested 100,000 deep (JSON.parse takes it) is looked at in linear time, not a stack
 * overflow (the fuzzer's finding, decision 0051).
 */
export function unsafeTextPath(value: unknown): string | undefined {
  const stack: Visit[] = [{ value }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === "string") {
      if (!isSafeText(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      // Reversed onto the stack, so the first item is looked at first.
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push({ value: current[index], key: String(index), parent: visit });
      }
    } else if (current && typeof current === "object") {
      const entries = Object.entries(current);
      for (const [key] of entries) if (!isSafeText(key)) return pathOf(visit, key);
      for (let index = entries.length - 1; index >= 0; index--) {
        stack.push({ value: entries[index][1], key: entries[index][0], parent: visit });
      }
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
