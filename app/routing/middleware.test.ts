import { describe, expect, it, vi } from "vitest";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";
import { runMiddleware } from "./middleware.ts";
import { type RouteEntry, routeEntry } from "./route-table.ts";

function context(overrides: Partial<IcaroLoadContext> = {}): IcaroLoadContext {
  return {
    locale: "en",
    localePrefixes: { en: "", es: "/es", pt: "/pt" },
    log: { debug: vi.fn(), warn: vi.fn() },
    trackPageView: vi.fn(),
    user: null,
    ...overrides,
  } as unknown as IcaroLoadContext;
}

const home = routeEntry("home") as RouteEntry;
const external = routeEntry("external") as RouteEntry;

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("runMiddleware", () => {
  it("refuses an unknown name with a 500 'Unknown middleware {name}'", async () => {
    const error = (await thrown(
      runMiddleware(["logger", "teleport"], {
        request: new Request("http://x/"),
        params: {},
        context: context(),
        entry: home,
      }),
    )) as { init: ResponseInit; data: { message: string } };
    expect(error.init.status).toBe(500);
    expect(error.data.message).toBe("Unknown middleware teleport");
  });

  it("counts the page view under the route id", async () => {
    const ctx = context();
    await runMiddleware(["route-tracker"], {
      request: new Request("http://x/external"),
      params: {},
      context: ctx,
      entry: external,
    });
    expect(ctx.trackPageView).toHaveBeenCalledWith("external");
  });

  it("moves a reader who chose Spanish from the default home to /es", async () => {
    const request = new Request("http://x/", { headers: { cookie: "other=1; i18n_locale=es" } });
    const response = (await thrown(
      runMiddleware(["i18n"], { request, params: {}, context: context(), entry: home }),
    )) as Response;
    expect(response.headers.get("location")).toBe("/es");
  });

  it.each([
    ["no cookie", "http://x/", "", home, "en"],
    ["the same language", "http://x/", "i18n_locale=en", home, "en"],
    ["an unknown language", "http://x/", "i18n_locale=fr", home, "en"],
    ["a page other than home", "http://x/external", "i18n_locale=es", external, "en"],
    ["a prefixed home", "http://x/pt", "i18n_locale=es", home, "pt"],
  ] as const)("leaves the reader in place with %s", async (_case, url, cookie, entry, locale) => {
    const request = new Request(url, { headers: { cookie } });
    await expect(
      runMiddleware(["i18n"], { request, params: {}, context: context({ locale }), entry }),
    ).resolves.toBeUndefined();
  });

  it("sends a visitor on a protected page to the login page, remembering it", async () => {
    const request = new Request("http://x/es/readlater?page=2");
    const response = (await thrown(
      runMiddleware(["authenticated"], {
        request,
        params: {},
        context: context({ locale: "es" }),
        entry: home,
      }),
    )) as Response;
    expect(response.headers.get("location")).toBe(
      `/accounts/user?redirect=${encodeURIComponent("/readlater?page=2")}`,
    );
  });

  it("lets a signed-in reader through", async () => {
    const request = new Request("http://x/readlater");
    await expect(
      runMiddleware(["authenticated"], {
        request,
        params: {},
        context: context({ user: { id: 1, tid: "u1", email: "ana@example.com" } }),
        entry: home,
      }),
    ).resolves.toBeUndefined();
  });

  it("sends the Olympics breadcrumb to the Olympics discover page", async () => {
    const response = (await thrown(
      runMiddleware(["olympic"], {
        request: new Request("http://x/"),
        params: { breadcrumb: "tokyo-2020" },
        context: context(),
        entry: home,
      }),
    )) as Response;
    expect(response.headers.get("location")).toBe("/discover/olympic");
    // Drilled to from the node it sits under, it is the Olympics node all the same.
    const nested = (await thrown(
      runMiddleware(["olympic"], {
        request: new Request("http://x/"),
        params: { breadcrumb: "topics&tokyo-2020" },
        context: context(),
        entry: home,
      }),
    )) as Response;
    expect(nested.headers.get("location")).toBe("/discover/olympic");
    for (const breadcrumb of ["news", "tokyo-2020&athletes", "topics&tokyo-2020x", undefined]) {
      await expect(
        runMiddleware(["olympic"], {
          request: new Request("http://x/"),
          params: { breadcrumb },
          context: context(),
          entry: home,
        }),
      ).resolves.toBeUndefined();
    }
  });
});
