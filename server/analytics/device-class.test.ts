import { describe, expect, it } from "vitest";
import { deviceClass } from "./device-class.ts";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const IPAD_AS_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari";
const ANDROID_PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36";
const ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 14; SM-X700) Chrome/120 Safari/537.36";
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe("device class", () => {
  it.each([
    [{ userAgent: IPHONE }, "mobile"],
    [{ userAgent: ANDROID_PHONE }, "mobile"],
    [{ userAgent: ANDROID_TABLET }, "tablet"],
    [{ userAgent: "Mozilla/5.0 (iPad; CPU OS 17_0)" }, "tablet"],
    [{ userAgent: IPAD_AS_MAC, isIosMobile: true }, "tablet"],
    [{ userAgent: IPAD_AS_MAC }, "desktop"],
    [{ userAgent: DESKTOP }, "desktop"],
    [{ userAgent: DESKTOP, isMobile: true }, "mobile"],
    [{ userAgent: BOT, isMobile: true }, "bot"],
    [{ userAgent: "HeadlessChrome/120" }, "bot"],
    [{ isMobile: true }, "mobile"],
    [{}, "unknown"],
  ])("%j is %s", (input, expected) => {
    expect(deviceClass(input)).toBe(expected);
  });
});
