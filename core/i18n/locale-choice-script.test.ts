import { describe, expect, it } from "vitest";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from "../routing/routing-rules.ts";
import { preferenceCookie } from "../storage/cookies.ts";
import { LOCALE_CHOICE_SELECTOR, localeChoiceScript } from "./locale-choice-script.ts";

/** Runs the head script against a document that records its listener and cookie writes. */
function install() {
  const listeners: { type: string; listener: (event: unknown) => void; capture: unknown }[] = [];
  const document = {
    cookie: "",
    addEventListener: (type: string, listener: (event: unknown) => void, capture: unknown) =>
      listeners.push({ type, listener, capture }),
  };
  new Function("document", localeChoiceScript())(document);
  const click = (target: unknown) => {
    for (const entry of listeners) entry.listener({ target });
  };
  return { document, listeners, click };
}

/** A clicked element whose closest language link (or none) is `link`. */
function targetInside(link: { hreflang: string } | null) {
  return {
    closest: (selector: string) =>
      selector === LOCALE_CHOICE_SELECTOR && link ? { getAttribute: () => link.hreflang } : null,
  };
}

describe("the language choice's head script", () => {
  it("listens to clicks in the capture phase, before the link navigates", () => {
    const { listeners } = install();
    expect(listeners).toHaveLength(1);
    expect(listeners[0]).toMatchObject({ type: "click", capture: true });
  });

  it("stores the chosen link's language for a year, as the switcher's cookie", () => {
    const { document, click } = install();
    click(targetInside({ hreflang: "pt" }));
    expect(document.cookie).toBe(preferenceCookie(LOCALE_COOKIE, "pt", LOCALE_COOKIE_MAX_AGE_SECONDS));
  });

  it("leaves the cookie alone for any other click", () => {
    const { document, click } = install();
    click(targetInside(null));
    click({});
    click(null);
    expect(document.cookie).toBe("");
  });
});
