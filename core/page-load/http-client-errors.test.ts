import { describe, expect, it } from "vitest";
import { classifyFetchError, HttpClientError, httpFailureKey, httpFailureOf } from "./http-client-errors.ts";

const abort = () => new DOMException("The user aborted a request.", "AbortError");

describe("classifyFetchError", () => {
  it.each([
    ["no connection (the browser's TypeError)", new TypeError("Failed to fetch"), false, false, "network"],
    ["stopped by the browser, not the caller", abort(), false, false, "aborted"],
    [
      "stopped by the request's own time-out",
      new DOMException("No answer", "TimeoutError"),
      false,
      true,
      "timeout",
    ],
    ["a time-out wins over the abort it causes", abort(), false, true, "timeout"],
  ] as const)("%s → %s", (_name, error, callerAborted, timedOut, expected) => {
    const classified = classifyFetchError(error, { callerAborted, timedOut });
    expect(classified).toBeInstanceOf(HttpClientError);
    expect(httpFailureOf(classified)).toBe(expected);
    expect((classified as Error).cause).toBe(error);
  });

  it("leaves the caller's own abort, and any other error, as they are", () => {
    const own = abort();
    expect(classifyFetchError(own, { callerAborted: true, timedOut: false })).toBe(own);
    const other = new RangeError("odd");
    expect(classifyFetchError(other, { callerAborted: false, timedOut: false })).toBe(other);
  });

  it("carries the spec's texts as messages, and the reader's translation keys", () => {
    expect(new HttpClientError("network").message).toBe("Network Error");
    expect(new HttpClientError("aborted").message).toBe("Request aborted");
    expect(httpFailureKey(new HttpClientError("timeout"))).toBe("personal.notices.http.timeout");
    expect(httpFailureKey(new TypeError("Failed to fetch"))).toBeNull();
  });
});
