/**
 * Spec §6: a user has a permission if the user's scope list includes it, or the scope map has it
 * truthy. No named or admin roles exist; an anonymous visitor has none.
 */
export type Scopes = readonly string[] | Readonly<Record<string, unknown>> | null | undefined;

export function hasPermission(user: { scopes?: Scopes } | null | undefined, permission: string): boolean {
  const scopes = user?.scopes;
  if (!scopes) return false;
  if (Array.isArray(scopes)) return scopes.includes(permission);
  return Boolean(Object.hasOwn(scopes, permission) && (scopes as Record<string, unknown>)[permission]);
}
