import { describe, expect, it } from "vitest";
import { consentHeadScript } from "#core/consent/consent-script.ts";
import { consentBannerHtml } from "./consent-banner-html.ts";

const t = (key: string) => (key === "consent.title" ? `<b>"Title"</b> & co` : `[${key}]`);

describe("the cookie banner's markup", () => {
  it("offers Accept all, Reject all and Settings as three buttons of one style", () => {
    const html = consentBannerHtml(t, "/privacy_policy.html", "n0nce");
    const choices = [...html.matchAll(/<button type="button" class="([^"]+)" data-consent="(\w+)"/g)].map(
      (match) => [match[2], match[1]],
    );
    expect(choices).toEqual([
      ["open", "consent-reopen__button"],
      ["save", "consent__button"],
      ["accept", "consent__button"],
      ["reject", "consent__button"],
      ["settings", "consent__button"],
    ]);
    expect(html).toContain('aria-expanded="false" aria-controls="consent-settings"');
    expect(html).toContain('<script nonce="n0nce">');
  });

  it("escapes every text and the privacy address, and leaves the link out without one", () => {
    const html = consentBannerHtml(t, '/p?a=1&b="2"', undefined);
    expect(html).toContain("&lt;b&gt;&quot;Title&quot;&lt;/b&gt; &amp; co");
    expect(html).toContain('href="/p?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain("<script>");
    expect(consentBannerHtml(t, null, undefined)).not.toContain("<a ");
  });

  it("keeps necessary cookies on and the optional ones unticked until the reader says yes", () => {
    const html = consentBannerHtml(t, null, undefined);
    expect(html).toContain('<input type="checkbox" checked disabled>');
    expect(html).toContain('<input type="checkbox" data-consent-category="analytics">');
    expect(html).toContain('<input type="checkbox" data-consent-category="advertising">');
  });
});

describe("the head's consent script", () => {
  function classesFor(cookie: string): string[] {
    const classes: string[] = [];
    const documentElement = { classList: { add: (name: string) => classes.push(name) } };
    new Function("document", consentHeadScript())({ cookie, documentElement });
    return classes;
  }

  it("asks when there is no choice of this policy's version, and not when there is", () => {
    expect(classesFor("")).toEqual(["consent-js", "consent-ask"]);
    expect(classesFor("a=1; icaro_consent=v1.a0.d0")).toEqual(["consent-js"]);
    expect(classesFor("icaro_consent=v1.a1.d1; b=2")).toEqual(["consent-js"]);
    expect(classesFor("icaro_consent=v0.a1.d1")).toEqual(["consent-js", "consent-ask"]);
    expect(classesFor("xicaro_consent=v1.a1.d1")).toEqual(["consent-js", "consent-ask"]);
  });
});
