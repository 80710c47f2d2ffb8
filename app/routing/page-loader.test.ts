import { redirect } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { IcaroLoadContext } from "#core/page-load/load-context.ts";
import { PageError, pageLoader } from "./page-loader.ts";

const context = {
  locale: "en",
  localePrefixes: { en: "", es: "/es", pt: "/pt" },
  log: { debug: vi.fn(), warn: vi.fn() },
  trackPageView: vi.fn(),
  user: null,
} as unknown as IcaroLoadContext;
const args = { request: new Request("http://x/external"), params: {}, pattern: "external", context };

async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { init?: ResponseInit; data?: { message: string } } & Partial<Response>;
  }
  throw new Error("expected a throw");
}

describe("pageLoader", () => {
  it("returns the page's data after its middleware and validity check", async () => {
    const loader = pageLoader({ validate: () => true, load: () => ({ ok: 1 }) });
    expect(await loader(args)).toEqual({ ok: 1 });
    expect(context.trackPageView).toHaveBeenCalledWith("external");
  });

  it("shows the 404 page when the validity check says false", async () => {
    const error = await thrown(pageLoader({ validate: () => false })(args));
    expect(error.init?.status).toBe(404);
    expect(error.data?.message).toBe("This page could not be found");
  });

  it("uses the thrown status and message when the validity check throws", async () => {
    const error = await thrown(
      pageLoader({
        validate: () => {
          throw new PageError(410, "gone_for_good");
        },
      })(args),
    );
    expect(error.init?.status).toBe(410);
    expect(error.data?.message).toBe("gone_for_good");
  });

  it("defaults a thrown error's status to 500", async () => {
    const error = await thrown(
      pageLoader({
        load: () => {
          throw new Error("database down");
        },
      })(args),
    );
    expect(error.init?.status).toBe(500);
    expect(error.data?.message).toBe("database down");
  });

  it("lets a redirect through untouched (a redirect is not an error)", async () => {
    const error = await thrown(
      pageLoader({
        load: () => {
          throw redirect("/elsewhere");
        },
      })(args),
    );
    expect(error.status).toBe(302);
    expect(error.headers?.get("location")).toBe("/elsewhere");
  });

  it("finds its route table entry from the matched pattern, and refuses a pattern outside the table", async () => {
    const seen: string[] = [];
    await pageLoader({ load: ({ entry }) => seen.push(entry.id) })({ ...args, pattern: "new" });
    expect(seen).toEqual(["home-new"]);
    const error = await thrown(pageLoader()({ ...args, pattern: "no/such/:page" }));
    expect(error.init?.status).toBe(500);
  });
});
