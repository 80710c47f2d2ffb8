import { z } from "zod";
import type { UserJson } from "../account/user-json.ts";
import { contract } from "./contract.ts";

/*
 * The accounts API's user (docs/behaviour/accounts.md#user-record) as a zod schema, tied to core/account/user-json.ts by
 * `contract`. The server documents its answers with it (/api/docs); the pages import the type only.
 */

const nullableText = z.string().nullable();

export const userJson = contract<UserJson>()(
  z
    .object({
      id: z.number().int(),
      uid: z.string().meta({ description: "devise_token_auth's uid: the e-mail, for every account." }),
      tid: z.string().meta({ description: "The public id other records (reads, recommendations) refer to." }),
      email: z.string(),
      name: nullableText,
      commonName: nullableText,
      shortName: nullableText,
      photo: nullableText,
      provider: z.string().meta({ examples: ["email", "facebook"] }),
      context: z.literal("users"),
      api: nullableText,
      associated: z.boolean(),
      athelete: z.boolean().meta({ description: "The spec's spelling." }),
      hasStandings: z.literal(false),
      location: nullableText,
      login: nullableText,
      scope: z
        .array(z.string())
        .meta({ description: "Permissions (docs/behaviour/accounts.md).", examples: [["like", "follow"]] }),
      empty: z.literal(false),
    })
    .meta({ id: "User", description: "The signed-in user, as every accounts answer carries it." }),
);
