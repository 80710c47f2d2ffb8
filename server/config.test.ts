import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, localePrefixes } from "./config.ts";

describe("loadConfig", () => {
  it("uses the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      ICARO_DATA_DIR: "./data",
      ICARO_SITE_ID: 763,
      ICARO_DEFAULT_LOCALE: "en",
      ICARO_API_PREFIX: "api/v3/",
      ICARO_DEMO: "on",
      LOG_LEVEL: "info",
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("reads and coerces values", () => {
    const config = loadConfig({ PORT: "8080", ICARO_SITE_ID: "12", ICARO_DEFAULT_LOCALE: "pt" });
    expect(config.PORT).toBe(8080);
    expect(config.ICARO_SITE_ID).toBe(12);
    expect(config.ICARO_DEFAULT_LOCALE).toBe("pt");
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["ICARO_SITE_ID", "-1"],
    ["ICARO_DEFAULT_LOCALE", "es"],
    ["DATABASE_URL", "mysql://x"],
    ["REDIS_URL", "http://x"],
    ["PUBLIC_URL", "not a url"],
    ["LOG_LEVEL", "loud"],
    ["ICARO_API_PREFIX", "/api"],
  ])("refuses %s=%s with one line naming the variable", (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message).toContain(JSON.stringify(value));
    expect(message).not.toContain("\n");
  });
});

describe("localePrefixes", () => {
  it("gives English no prefix by default", () => {
    expect(localePrefixes({ ICARO_DEFAULT_LOCALE: "en" })).toEqual([
      { locale: "en", basename: "/" },
      { locale: "es", basename: "/es" },
      { locale: "pt", basename: "/pt" },
    ]);
  });

  it("gives Portuguese no prefix in the other reading", () => {
    expect(localePrefixes({ ICARO_DEFAULT_LOCALE: "pt" })).toEqual([
      { locale: "en", basename: "/en" },
      { locale: "es", basename: "/es" },
      { locale: "pt", basename: "/" },
    ]);
  });
});
