/**
 * The signed-in user (docs/behaviour/accounts.md#user-record) as every accounts answer carries it, in its stored,
 * camel-case form: `data` of devise_token_auth's answers, `user` of the local strategy's, and what
 * the server hands the pages (SessionUser is the part of it the browser relies on).
 */
export type UserJson = {
  id: number;
  /** devise_token_auth's uid: the e-mail, for every account. */
  uid: string;
  /** The public id other records (reads, recommendations) refer to. */
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
  /** Permissions (docs/behaviour/accounts.md#permissions). */
  scope: string[];
  empty: false;
};
