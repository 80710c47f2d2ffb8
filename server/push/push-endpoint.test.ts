import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { checkEndpoint } from "./push-endpoint.ts";

const rules = { services: loadConfig({}).ICARO_PUSH_SERVICES, testHosts: [] as string[] };
const testRules = { ...rules, testHosts: ["127.0.0.1:9999"] };

describe("push subscription endpoints", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/abc:def",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
    "https://web.push.apple.com/QGx1",
    "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
  ])("accepts the browsers' push service %s", (endpoint) => {
    expect(checkEndpoint(endpoint, rules).ok).toBe(true);
  });

  it.each([
    ["http://fcm.googleapis.com/fcm/send/x", "must be an https URL"],
    ["https://127.0.0.1/x", "must name a push service, not an address"],
    ["https://10.0.0.5/x", "must name a push service, not an address"],
    ["https://169.254.169.254/latest/meta-data", "must name a push service, not an address"],
    ["https://[::1]/x", "must name a push service, not an address"],
    ["https://[fe80::1]/x", "must name a push service, not an address"],
    ["https://2130706433/x", "must name a push service, not an address"], // 127.0.0.1 as a number
    ["https://localhost/x", "must name a public push service"],
    ["https://push.localhost/x", "must name a public push service"],
    ["https://metadata/x", "must name a public push service"],
    ["https://evil.example.com/x", "is not a known push service"],
    ["https://fcm.googleapis.com.evil.com/x", "is not a known push service"],
    ["https://xpush.apple.com/x", "is not a known push service"],
    ["https://fcm.googleapis.com:8443/x", "must use the https port"],
    ["https://user:pw@fcm.googleapis.com/x", "must not hold credentials"],
    ["javascript:alert(1)", "must be an https URL"],
    ["not a url", "is not a URL"],
    [`https://fcm.googleapis.com/${"a".repeat(1100)}`, "is too long"],
    ["http://127.0.0.1:9999/push", "must be an https URL"], // not without the test setting
  ])("refuses %s: %s", (endpoint, reason) => {
    expect(checkEndpoint(endpoint, rules)).toEqual({ ok: false, reason });
  });

  it("accepts the tests' stand-in service only at its host and port", () => {
    expect(checkEndpoint("http://127.0.0.1:9999/push/1", testRules).ok).toBe(true);
    expect(checkEndpoint("http://127.0.0.1:9998/push/1", testRules).ok).toBe(false);
    expect(checkEndpoint("http://127.0.0.2:9999/push/1", testRules).ok).toBe(false);
  });
});
