/**
 * docs/behaviour/accounts.md#permissions: a user has a permission if the user's scope list includes it, or the scope map has it
 * truthy. No named or admin roles exist; an anonymous visitor has none.
 */
export type Scope = readonly string[] | Readonly<Record<string, unknown>> | null | undefined;

export function hasPermission(user: { scope?: Scope } | null | undefined, permission: string): boolean {
  const scope = user?.scope;
  if (!scope) return false;
  if (Array.isArray(scope)) return scope.includes(permission);
  return Boolean(Object.hasOwn(scope, permission) && (scope as Record<string, unknown>)[permission]);
}

/** Liking a story (docs/behaviour/read-later.md#likes: "likes need an account"): what the like button and `POST like` ask. */
export const LIKE_PERMISSION = "like";

/**
 * The scopes every account is given when it is made (server/auth/auth-service.ts; migration 0014
 * gave them to the accounts made before). An operator takes one away by removing it from the
 * account's `users.scopes`; guests have none, so a like asks them to sign in.
 */
export const ACCOUNT_SCOPES: readonly string[] = [LIKE_PERMISSION];

/**
 * What a story's like button does for a reader (docs/behaviour/read-later.md#likes): likes for an account with the scope,
 * asks a guest to sign in, and tells an account without it that it may not.
 */
export function likeAccess(user: { scope?: Scope } | null | undefined): "like" | "sign-in" | "not-allowed" {
  if (!user) return "sign-in";
  return hasPermission(user, LIKE_PERMISSION) ? "like" : "not-allowed";
}
