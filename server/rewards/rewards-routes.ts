import { type Context, Hono } from "hono";
import type { RegistrationErrorJson } from "#core/rewards/rewards-api.ts";
import { handle } from "#server/http/api/api-operation.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import {
  claimRewardOperation,
  getProgramOperation,
  landingPageOperation,
  registrationOperation,
  shareOperation,
  startProgramOperation,
} from "./rewards-operations.ts";
import { type RewardReader, type RewardsService, registrationFieldErrors } from "./rewards-service.ts";

/** The request's reader: its PSID (header, else cookie) and its signed-in account, if any. */
function rewardReaderOf(c: Context<AppEnv>): RewardReader {
  const user = c.var.auth?.user;
  return { psid: c.var.psid, user: user ? { id: user.id, tid: user.tid } : null };
}

/**
 * The reader's rewards API (decision 0075): programs, shares, the rewards form, the landing pages
 * and the claim (`tagger/reward`, docs/behaviour/rewards.md#claiming).
 */
export function rewardsRoutes(service: RewardsService) {
  const app = new Hono<AppEnv>();
  handle(app, startProgramOperation, async (c, { body }) =>
    c.json(await service.startProgram(body, rewardReaderOf(c))),
  );
  handle(app, getProgramOperation, async (c, { query }) =>
    c.json(await service.getProgram(query.token, rewardReaderOf(c))),
  );
  handle(app, shareOperation, async (c, { body }) => c.json(await service.share(body, rewardReaderOf(c))));
  handle(app, registrationOperation, async (c, { body }) => {
    const fields = registrationFieldErrors(body);
    if (fields.name || fields.email) {
      const answer: RegistrationErrorJson = {
        error: {
          code: "invalid_registration",
          message: Object.entries(fields)
            .map(([field, why]) => `${field} is ${why === "required" ? "required" : "not valid"}`)
            .join("; "),
          fields,
        },
      };
      return c.json(answer, 400);
    }
    const input = {
      campaign: body.campaign,
      token: body.token,
      name: (body.name ?? "").trim(),
      email: (body.email ?? "").trim(),
    };
    return c.json(await service.register(input, rewardReaderOf(c)), 201);
  });
  handle(app, landingPageOperation, async (c, { params, query }) =>
    c.json(await service.landingPage(params.landing, query.language)),
  );
  handle(app, claimRewardOperation, async (c, { query }) => {
    const { claimId: _, ...claim } = await service.claim(query.token, rewardReaderOf(c));
    return c.json(claim);
  });
  return app;
}
