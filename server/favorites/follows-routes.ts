import { type Context, Hono } from "hono";
import { handle } from "#server/http/api/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import type { Reader } from "./follow-owners.ts";
import { followsErrors } from "./follows-errors.ts";
import {
  followAsGuestOperation,
  followOperation,
  listFollowsOperation,
  listGuestFollowsOperation,
  unfollowAsGuestOperation,
  unfollowOperation,
  updateFollowOperation,
  whoamiHeaders,
  whoamiOperation,
} from "./follows-operations.ts";
import type { FollowsService } from "./follows-service.ts";

/**
 * The reader a request is about: its signed-in account, else its guest PSID. Only this decides
 * whose rows are read or written; no id in a request names an owner, so no reader reaches another's.
 */
export function readerOf(c: Context<AppEnv>, siteId: number): Reader {
  const auth = c.var.auth;
  if (auth) return { siteId: auth.user.siteId, userId: auth.user.id, psid: c.var.psid };
  return { siteId, userId: null, psid: c.var.psid };
}

function guestOf(c: Context<AppEnv>, siteId: number): Reader {
  return { siteId, userId: null, psid: c.var.psid };
}

/** docs/behaviour/accounts.md#account-api: `follows` for accounts, `follows_anon` for guests, and `whoami`. */
export function followsRoutes(service: FollowsService, siteId: number) {
  const app = new Hono<AppEnv>();
  const signedIn = (c: Context<AppEnv>): Reader => {
    if (!c.var.auth) throw followsErrors.signInRequired();
    return readerOf(c, siteId);
  };

  handle(app, listFollowsOperation, async (c, { query: { page, per } }) => {
    const all = await service.list(signedIn(c));
    return c.json(all.slice((page - 1) * per, page * per));
  });
  handle(app, listGuestFollowsOperation, async (c) => c.json(await service.list(guestOf(c, siteId))));

  handle(app, followOperation, async (c, { body }) => {
    const reader = signedIn(c);
    if ("profiles" in body) return c.json(await service.followAll(reader, body.profiles), 200);
    return c.json(await service.follow(reader, body, body), 201);
  });
  handle(app, followAsGuestOperation, async (c, { body }) => {
    const reader = guestOf(c, siteId);
    if ("profiles" in body) return c.json(await service.followAll(reader, body.profiles), 200);
    return c.json(await service.follow(reader, body, body), 201);
  });
  handle(app, updateFollowOperation, async (c, { body }) =>
    c.json(await service.update(readerOf(c, siteId), body, body)),
  );
  handle(app, unfollowOperation, async (c, { body }) =>
    c.json(await service.unfollow(signedIn(c), body.profiles)),
  );
  handle(app, unfollowAsGuestOperation, async (c, { body }) =>
    c.json(await service.unfollow(guestOf(c, siteId), body.profiles)),
  );
  handle(app, whoamiOperation, async (c) => {
    const headers = whoamiHeaders.safeParse({ device_token: c.req.header("device_token") });
    const token = headers.success ? headers.data.device_token : undefined;
    const follows = token ? await service.list(readerOf(c, siteId)) : [];
    const pushOn = follows.some((follow) => follow.push_on === 1 && follow.device_token === token);
    if (token && !pushOn) {
      // docs/behaviour/favorites.md#follows-calls/docs/behaviour/errors.md#logged-only: without alerts on, the original raised an internal 504 that was only logged.
      c.var.log.info({ code: 504 }, "whoami: push notifications are off for this device");
    }
    return c.json({ user: c.var.user, push_notification: { push_on: pushOn ? "1" : "0" } });
  });
  return app;
}
