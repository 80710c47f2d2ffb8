import { Hono } from "hono";
import { z } from "zod";
import type { DemoEdition } from "#server/demo-edition.ts";
import { sendApiError } from "#server/http/api/api-error.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { mediaErrors } from "./media-errors.ts";

/**
 * `GET /media/demo/<name>.svg`: the demo edition's pictures, drawn on request from their name
 * (the demo edition's drawings). A name always gives the same picture, so it is cached for a year.
 * Only `.svg` paths match, so other files under /media/demo (the test-pattern video) fall through.
 */
export function demoPictureRoutes(pictures: DemoEdition["pictures"]) {
  const params = z.object({ name: z.string().max(24).refine(pictures.isName) });
  const app = new Hono<AppEnv>();
  app.get("/media/demo/:file{[^/]+\\.svg}", (c) => {
    const parsed = params.safeParse({ name: c.req.param("file").slice(0, -".svg".length) });
    if (!parsed.success) return sendApiError(c, mediaErrors.invalidName());
    const svg = pictures.svg(parsed.data.name);
    if (svg === null) return sendApiError(c, mediaErrors.notFound("no such demo picture"));
    return c.body(svg, 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });
  return app;
}
