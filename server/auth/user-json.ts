import type { UserJson } from "#core/account/user-json.ts";
import type { users } from "#server/db/schema.ts";

export type UserRow = typeof users.$inferSelect;

/** A stored user as the accounts answers carry it (core/account/user-json.ts). */
export function toUserJson(row: UserRow): UserJson {
  return {
    id: row.id,
    // devise_token_auth's uid is the e-mail for e-mail accounts; so it is here for every account.
    uid: row.email,
    tid: row.tid,
    email: row.email,
    name: row.name,
    commonName: row.commonName,
    shortName: row.shortName,
    photo: row.photo,
    provider: row.provider,
    context: "users",
    api: row.api,
    associated: row.associated,
    athelete: row.athelete,
    hasStandings: false,
    location: row.location,
    login: row.login,
    scope: row.scopes,
    empty: false,
  };
}
