import { describe, expect, it } from "vitest";
import { cookieValue, hasWebSession, preferenceCookie, requestCookie } from "./cookies.ts";

describe("cookieValue", () => {
  it.each([
    ["psid=visitor-1; XSRF-TOKEN=xsrf%2Fvalue; i18n_locale=es", "XSRF-TOKEN", "xsrf/value"],
    ["psid=visitor-1; XSRF-TOKEN=xsrf%2Fvalue; i18n_locale=es", "i18n_locale", "es"],
    ["a=1;b=2", "b", "2"],
    ["  a = spaced  ", "a", "spaced"],
    ["tz=America%2FSao_Paulo", "tz", "America/Sao_Paulo"],
    ['q="quoted"', "q", "quoted"],
    ["a=x=y", "a", "x=y"],
    ["a=first; a=second", "a", "first"],
    ["a=", "a", ""],
    ["notpsid=abc", "psid", undefined],
    ["psid", "psid", undefined],
    ["a=%E0%A4%A", "a", undefined],
    ["", "a", undefined],
    [null, "a", undefined],
    [undefined, "a", undefined],
  ])("reads %j's %s", (cookies, name, value) => {
    expect(cookieValue(cookies, name)).toBe(value);
  });

  it("reads a request's Cookie header", () => {
    const request = new Request("http://localhost/", { headers: { cookie: "signup_email=a%40b.c" } });
    expect(requestCookie(request, "signup_email")).toBe("a@b.c");
    expect(requestCookie(new Request("http://localhost/"), "signup_email")).toBeUndefined();
  });
});

describe("preferenceCookie", () => {
  it("writes a site-wide, lax cookie that cookieValue reads back", () => {
    const written = preferenceCookie("icaro_tz", "America/Sao_Paulo", 31_536_000);
    expect(written).toBe("icaro_tz=America%2FSao_Paulo; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(cookieValue(written.split(";")[0], "icaro_tz")).toBe("America/Sao_Paulo");
  });
});

describe("hasWebSession", () => {
  it.each([
    ["psid=visitor-1; XSRF-TOKEN=xsrf%2Fvalue", true],
    ["psid=visitor-1", false],
    ["XSRF-TOKEN=", false],
    ["", false],
  ])("%j: %s", (cookies, session) => {
    expect(hasWebSession(cookies)).toBe(session);
  });
});
