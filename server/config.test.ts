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

describe("Web Push settings", () => {
  it("accepts the browsers' push services by default and no test hosts", () => {
    const config = loadConfig({});
    expect(config.ICARO_PUSH_SERVICES).toContain("fcm.googleapis.com");
    expect(config.ICARO_PUSH_TEST_HOSTS).toEqual([]);
    expect(config.ICARO_VAPID_PUBLIC_KEY).toBeUndefined();
  });

  it.each([
    [{ ICARO_VAPID_PUBLIC_KEY: "short" }, "ICARO_VAPID_PUBLIC_KEY"],
    [{ ICARO_VAPID_PUBLIC_KEY: "B".repeat(87) }, "ICARO_VAPID_PRIVATE_KEY"],
    [{ ICARO_VAPID_PRIVATE_KEY: "a".repeat(43) }, "ICARO_VAPID_PUBLIC_KEY"],
    [{ ICARO_VAPID_SUBJECT: "http://example.com" }, "ICARO_VAPID_SUBJECT"],
    [{ ICARO_PUSH_TEST_HOSTS: "127.0.0.1" }, "ICARO_PUSH_TEST_HOSTS"],
    [{ ICARO_PUSH_TEST_HOSTS: "127.0.0.1:9000", NODE_ENV: "production" }, "ICARO_PUSH_TEST_HOSTS"],
    [{ ICARO_PUSH_SERVICES: "https://fcm.googleapis.com" }, "ICARO_PUSH_SERVICES"],
  ])("refuses %j, naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it("takes a VAPID pair and test hosts outside production", () => {
    const config = loadConfig({
      ICARO_VAPID_PUBLIC_KEY: "B".repeat(87),
      ICARO_VAPID_PRIVATE_KEY: "a".repeat(43),
      ICARO_VAPID_SUBJECT: "mailto:ops@example.com",
      ICARO_PUSH_TEST_HOSTS: "127.0.0.1:9000",
      NODE_ENV: "test",
    });
    expect(config.ICARO_PUSH_TEST_HOSTS).toEqual(["127.0.0.1:9000"]);
    expect(config.ICARO_VAPID_SUBJECT).toBe("mailto:ops@example.com");
  });
});

describe("Rewards fulfilment settings", () => {
  it("has no provisioning endpoint by default and retries pending claims every 10 minutes", () => {
    const config = loadConfig({});
    expect(config.ICARO_REWARDS_PROVISIONING_URL).toBeUndefined();
    expect(config.ICARO_REWARDS_RETRY_MINUTES).toBe(10);
  });

  it.each([
    [
      { ICARO_REWARDS_PROVISIONING_URL: "https://carrier.example/provision" },
      "ICARO_REWARDS_PROVISIONING_SECRET",
    ],
    [{ ICARO_REWARDS_PROVISIONING_SECRET: "a long shared secret" }, "ICARO_REWARDS_PROVISIONING_URL"],
    [{ ICARO_REWARDS_PROVISIONING_URL: "ftp://carrier.example/" }, "ICARO_REWARDS_PROVISIONING_URL"],
    [{ ICARO_REWARDS_PROVISIONING_SECRET: "short" }, "ICARO_REWARDS_PROVISIONING_SECRET"],
    [{ ICARO_REWARDS_RETRY_MINUTES: "-1" }, "ICARO_REWARDS_RETRY_MINUTES"],
  ])("refuses %j, naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it("takes the endpoint with its secret", () => {
    const config = loadConfig({
      ICARO_REWARDS_PROVISIONING_URL: "https://carrier.example/provision",
      ICARO_REWARDS_PROVISIONING_SECRET: "a long shared secret",
    });
    expect(config.ICARO_REWARDS_PROVISIONING_URL).toBe("https://carrier.example/provision");
  });
});
