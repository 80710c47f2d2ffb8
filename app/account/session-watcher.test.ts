import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RootData } from "#app/root-data.ts";
import { signedOutTarget, watchedBrowserApi } from "./session-watcher.ts";

vi.mock("./local-account-data.ts", () => ({ clearLocalAccountData: vi.fn() }));
const { clearLocalAccountData } = await import("./local-account-data.ts");

const PREFIXES = { en: "", es: "/es", pt: "/pt" } as const;
const root = (locale: "en" | "es" | "pt", user: { id: number } | null = null) =>
  ({ locale, localePrefixes: PREFIXES, siteId: 763, site: null, user }) as unknown as RootData;

const WITH_SESSION = "psid=visitor-1; XSRF-TOKEN=xsrf-1";

function page(pathname: string, search = "") {
  return { pathname, search, assign: vi.fn() };
}

const refusing = (status = 401) =>
  (async () => new Response("{}", { status })) as unknown as typeof globalThis.fetch;

describe("signedOutTarget", () => {
  it.each([
    ["en", "/", "", "/accounts/user/signedout?ended=1"],
    ["en", "/readlater", "?page=2", "/accounts/user/signedout?ended=1&redirect=%2Freadlater%3Fpage%3D2"],
    ["es", "/es", "", "/es/accounts/user/signedout?ended=1"],
    ["es", "/es/favorites", "", "/es/accounts/user/signedout?ended=1&redirect=%2Ffavorites"],
    ["pt", "/pt/sports", "", "/pt/accounts/user/signedout?ended=1&redirect=%2Fsports"],
    ["es", "/es/accounts/user/signedin/profile", "", null],
    ["pt", "/pt/accounts/user", "?redirect=%2Freadlater", null],
  ] as const)("%s %s%s → %s", (locale, pathname, search, expected) => {
    expect(signedOutTarget(root(locale), { pathname, search })).toBe(expected);
  });
});

describe("the logged-in watcher (docs/behaviour/accounts.md#forced-sign-out)", () => {
  beforeEach(() => vi.mocked(clearLocalAccountData).mockClear());

  it("sends a reader whose session was refused to the signed-out page of their language, once", async () => {
    const location = page("/es/favorites");
    const reload = vi.fn();
    const api = watchedBrowserApi(root("es"), reload, {
      location,
      fetch: refusing(),
      cookies: () => WITH_SESSION,
    });
    await Promise.all([api("/api/v3/follows", { method: "POST", body: "{}" }), api("/api/v3/follows")]);
    expect(location.assign).toHaveBeenCalledExactlyOnceWith(
      "/es/accounts/user/signedout?ended=1&redirect=%2Ffavorites",
    );
    expect(reload).not.toHaveBeenCalled();
    expect(clearLocalAccountData).toHaveBeenCalled();
  });

  it("signs out a reader the page was rendered for even when the refused call had no session cookie left", async () => {
    // A page-data request after the session died (a prefetch) cleared its cookies first.
    const location = page("/readlater");
    const reload = vi.fn();
    const api = watchedBrowserApi(root("en", { id: 7 }), reload, {
      location,
      fetch: refusing(),
      cookies: () => "psid=visitor-1",
    });
    await api("/api/v3/follows", { method: "POST", body: "{}" });
    expect(location.assign).toHaveBeenCalledExactlyOnceWith(
      "/accounts/user/signedout?ended=1&redirect=%2Freadlater",
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it("on an account page, reloads the page's data instead (its guard sends the reader to sign in)", async () => {
    const location = page("/pt/accounts/user/signedin/entities");
    const reload = vi.fn();
    const api = watchedBrowserApi(root("pt"), reload, {
      location,
      fetch: refusing(),
      cookies: () => WITH_SESSION,
    });
    await api("/api/v3/follows");
    expect(location.assign).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
    expect(clearLocalAccountData).toHaveBeenCalledOnce();
  });

  it("leaves a visitor without a session where they are, and ignores other answers", async () => {
    const location = page("/favorites");
    const reload = vi.fn();
    const api = watchedBrowserApi(root("en"), reload, {
      location,
      fetch: refusing(),
      cookies: () => "psid=visitor-1",
    });
    await api("/api/v3/like", { method: "POST", body: "{}" });
    expect(location.assign).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();

    const signedIn = page("/favorites");
    const fine = watchedBrowserApi(root("en"), reload, {
      location: signedIn,
      fetch: refusing(403),
      cookies: () => WITH_SESSION,
    });
    await fine("/api/v3/follows");
    expect(signedIn.assign).not.toHaveBeenCalled();
  });
});
