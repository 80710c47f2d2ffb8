import { type Context, Hono } from "hono";
import { bookmarksHtml } from "#core/read-later/read-later.ts";
import { handle } from "#server/http/api/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { readLaterErrors } from "./read-later-errors.ts";
import {
  exportReadLaterOperation,
  listReadLaterOperation,
  mergeReadLaterOperation,
  removeSavedOperation,
  saveForLaterOperation,
} from "./read-later-operations.ts";
import type { ReadLaterService } from "./read-later-service.ts";

/** The signed-in reader's id; a guest's list lives in their browser (401 `sign_in_required`). */
function userOf(c: Context<AppEnv>): number {
  if (!c.var.auth) throw readLaterErrors.signInRequired();
  return c.var.auth.user.id;
}

/** The file name of an export: `read-later-2026-11-28.html`. */
function fileName(extension: string, now = new Date()): string {
  return `read-later-${now.toISOString().slice(0, 10)}.${extension}`;
}

/** `read_later` (docs/decisions/0074-read-later-and-likes.md): the signed-in reader's list, its guest merge and its exports. */
export function readLaterRoutes(service: ReadLaterService) {
  const app = new Hono<AppEnv>();
  handle(app, listReadLaterOperation, async (c, { query: { page, per } }) => {
    const list = await service.page(userOf(c), page, per);
    c.header("Cache-Control", "private, no-store");
    return c.json(list);
  });
  handle(app, saveForLaterOperation, async (c, { body }) => c.json(await service.save(userOf(c), body), 201));
  handle(app, removeSavedOperation, async (c, { body }) => {
    await service.remove(userOf(c), body);
    return c.body(null, 204);
  });
  handle(app, mergeReadLaterOperation, async (c, { body }) =>
    c.json(await service.merge(userOf(c), body.items)),
  );
  handle(app, exportReadLaterOperation, async (c, { query: { format } }) => {
    const items = await service.items(userOf(c));
    c.header("Cache-Control", "private, no-store");
    if (format === "html") {
      c.header("Content-Disposition", `attachment; filename="${fileName("html")}"`);
      const origin = new URL(c.req.url).origin;
      return c.body(bookmarksHtml(items, { title: "Read Later", origin }), 200, {
        "Content-Type": "text/html; charset=utf-8",
      });
    }
    c.header("Content-Disposition", `attachment; filename="${fileName("json")}"`);
    return c.json({ exported_at: new Date().toISOString(), items });
  });
  return app;
}
