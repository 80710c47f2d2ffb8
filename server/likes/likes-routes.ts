import { type Context, Hono } from "hono";
import { hasPermission, LIKE_PERMISSION } from "#core/account/permissions.ts";
import { handle } from "#server/http/api/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { readLaterErrors } from "#server/read-later/read-later-errors.ts";
import {
  likeCountOperation,
  likeOperation,
  listLikesOperation,
  unlikeOperation,
  unlikePostOperation,
} from "./likes-operations.ts";
import type { LikesService } from "./likes-service.ts";

/** The reader who may like (docs/behaviour/accounts.md#permissions): signed in, with the `like` scope (core/account/permissions.ts). */
function userOf(c: Context<AppEnv>): number {
  if (!c.var.auth) throw readLaterErrors.likeSignInRequired();
  if (!hasPermission(c.var.user, LIKE_PERMISSION)) throw readLaterErrors.likeNotAllowed();
  return c.var.auth.user.id;
}

/** docs/behaviour/read-later.md#likes `like`, `unlike` and a story's count; personal answers are never cached by others. */
export function likesRoutes(service: LikesService) {
  const app = new Hono<AppEnv>();
  const personal = (c: Context<AppEnv>) => c.header("Cache-Control", "private, no-store");
  handle(app, listLikesOperation, async (c) => {
    const results = await service.list(userOf(c));
    personal(c);
    return c.json({ status: "ok" as const, likes: { apiResults: results } });
  });
  handle(app, likeOperation, async (c, { body }) => c.json(await service.like(userOf(c), body)));
  handle(app, unlikeOperation, async (c, { body }) => c.json(await service.unlike(userOf(c), body)));
  handle(app, unlikePostOperation, async (c, { body }) => c.json(await service.unlike(userOf(c), body)));
  handle(app, likeCountOperation, async (c, { query }) => {
    const answer = await service.count(c.var.auth?.user.id ?? null, query);
    // `liked` is the reader's own: a shared cache must not keep it.
    personal(c);
    return c.json(answer);
  });
  return app;
}
