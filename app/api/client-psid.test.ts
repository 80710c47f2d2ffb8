import { describe, expect, it } from "vitest";
import { memoryStorage, readEntry } from "#core/storage/local-storage-entry.ts";
import { type PsidEnvironment, psidCookieLine, resolvePsid } from "./client-psid.ts";

const NEW_ID = "7c0e9b1a-3d2f-4e5a-8b6c-9d0e1f2a3b4c";
const KEY = "IcaroNewsPSIDCookie";

/** A browser's cookie jar for the site as `document.cookie` shows it; `blocked` drops every write. */
function browser(options: { cookies?: string; enabled?: boolean; blocked?: boolean; secure?: boolean } = {}) {
  let jar = options.cookies ?? "";
  const written: string[] = [];
  const storage = memoryStorage();
  const env: PsidEnvironment = {
    readCookies: () => jar,
    writeCookie: (line) => {
      written.push(line);
      if (options.blocked) return;
      const pair = line.split(";")[0];
      const name = pair.split("=")[0];
      jar = [...jar.split("; ").filter((part) => part && !part.startsWith(`${name}=`)), pair].join("; ");
    },
    cookiesEnabled: () => options.enabled ?? true,
    storage,
    siteName: "Icaro News",
    secure: options.secure ?? false,
    newId: () => NEW_ID,
    now: () => 1_000,
  };
  return { env, written, storage, jar: () => jar };
}

describe("the browser's PSID (docs/behaviour/platform.md#psid)", () => {
  it("is the psid cookie's, writing nothing", () => {
    const { env, written, storage } = browser({ cookies: "a=1; psid=known-visitor" });
    expect(resolvePsid(env)).toBe("known-visitor");
    expect(written).toEqual([]);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it.each(["", "psid=", "psid=undefined"])(
    "is regenerated from %j and written to the cookie for a year, SameSite=Strict",
    (cookies) => {
      const { env, written, storage, jar } = browser({ cookies });
      expect(resolvePsid(env)).toBe(NEW_ID);
      expect(written).toEqual([`psid=${NEW_ID}; Max-Age=31536000; Path=/; SameSite=Strict`]);
      expect(jar()).toContain(`psid=${NEW_ID}`);
      expect(storage.getItem(KEY)).toBeNull();
      // The next request finds it in the cookie: the same PSID, nothing written again.
      expect(resolvePsid(env)).toBe(NEW_ID);
      expect(written).toHaveLength(1);
    },
  );

  it("is Secure on an https page, as the server's cookie", () => {
    expect(psidCookieLine("v", true)).toBe("psid=v; Max-Age=31536000; Path=/; SameSite=Strict; Secure");
  });

  it("with cookies disabled, is kept in the site's PSIDCookie entry (no expiry) and read back from it", () => {
    const { env, written, storage } = browser({ enabled: false });
    expect(resolvePsid(env)).toBe(NEW_ID);
    expect(written).toEqual([]);
    expect(JSON.parse(storage.getItem(KEY) ?? "null")).toEqual({ value: NEW_ID, expiry: null });
    const again = { ...env, newId: () => "another-one-never-used" };
    expect(resolvePsid(again)).toBe(NEW_ID);
  });

  it("goes to storage when the browser says cookies are on but drops this site's", () => {
    const { env, written, storage } = browser({ blocked: true });
    expect(resolvePsid(env)).toBe(NEW_ID);
    expect(written).toHaveLength(1);
    expect(readEntry(storage, KEY, 2_000)).toBe(NEW_ID);
    // Next time the stored one is offered to the cookie again and still kept: never a new reader.
    expect(resolvePsid({ ...env, newId: () => "another-one-never-used" })).toBe(NEW_ID);
  });

  it("moves the stored PSID to the cookie once cookies are allowed again", () => {
    const { env, storage, jar } = browser();
    storage.setItem(KEY, JSON.stringify({ value: "kept-while-off", expiry: null }));
    expect(resolvePsid(env)).toBe("kept-while-off");
    expect(jar()).toBe("psid=kept-while-off");
  });
});
