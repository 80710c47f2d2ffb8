import { Hono } from "hono";
import { z } from "zod";
import { DEMO_PICTURE_NAME, demoPictureSvg } from "#demo/demo-picture.ts";
import { sendError } from "#server/http/api-error.ts";
import type { AppEnv } from "#server/http/app-env.ts";

const params = z.object({ name: z.string().max(24).regex(DEMO_PICTURE_NAME) });

/**
 * `GET /media/demo/<name>.svg`: the demo edition's pictures, drawn on request from their name
 * (demo/demo-picture.ts). A name always gives the same picture, so it is cached for a year.
 * Only `.svg` paths match, so other files under /media/demo (the test-pattern video) fall through.
 */
export function demoPictureRoutes() {
  const app = new Hono<AppEnv>();
  app.get("/media/demo/:file{[^/]+\\.svg}", (c) => {
    const parsed = params.safeParse({ name: c.req.param("file").slice(0, -".svg".length) });
    if (!parsed.success) return sendError(c, 400, "invalid_param", "name: not a demo picture name");
    const svg = demoPictureSvg(parsed.data.name);
    if (svg === null) return sendError(c, 404, "not_found", "no such demo picture");
    return c.body(svg, 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });
  return app;
}
