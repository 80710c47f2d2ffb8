import type { users } from "#server/db/schema.ts";

export type UserRow = typeof users.$inferSelect;

/** The user of spec §3 in its stored, camel-case form: what every accounts response carries. */
export type UserJson = {
  id: number;
  uid: string;
  tid: string;
  email: string;
  name: string | null;
  commonName: string | null;
  shortName: string | null;
  photo: string | null;
  provider: string;
  context: "users";
  api: string | null;
  associated: boolean;
  athelete: boolean;
  hasStandings: false;
  location: string | null;
  login: string | null;
  scope: string[];
  empty: false;
};

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
