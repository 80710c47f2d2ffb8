import { z } from "zod";
import { ALERT_KINDS, type AlertSettings, type FollowJson } from "#core/favorites/follows.ts";
import { profileJson } from "./content-json.ts";
import { contract } from "./contract.ts";

export const alertSettingsJson = contract<AlertSettings>()(
  z
    .object(
      Object.fromEntries(ALERT_KINDS.map((kind) => [kind, z.boolean()])) as Record<
        (typeof ALERT_KINDS)[number],
        z.ZodBoolean
      >,
    )
    .meta({ id: "AlertSettings", description: "Which push alerts a follow asks for." }),
);

export const followJson = contract<FollowJson>()(
  profileJson
    .extend({
      api: z.string().meta({ description: "The profile's API path, e.g. `profiles/teams/12`." }),
      type: z.literal("profile"),
      followed: z.literal(true),
      push_on: z.union([z.literal(0), z.literal(1)]).meta({ description: "1 when alerts are on." }),
      device_token: z
        .string()
        .nullable()
        .meta({ description: "The push subscription endpoint alerts go to; null without one." }),
      menu: z.boolean().meta({ description: "Listed in the sports menu's Favorites entry." }),
      alerts: alertSettingsJson,
      followed_at: z.string().meta({ description: "When it was followed (ISO 8601)." }),
    })
    .meta({ id: "Follow", description: "A profile the reader follows, with its alert settings." }),
);

export const followListJson = z.array(followJson);
