/**
 * Spec §6: a user has a permission if the user's scope list includes it, or the scope map has it
 * truthy. No named or admin roles exist; an anonymous visitor has none.
 */
export type Scope = readonly string[] | Readonly<Record<string, unknown>> | null | undefined;

export function hasPermission(user: { scope?: Scope } | null | undefined, permission: string): boolean {
  const scope = user?.scope;
  if (!scope) return false;
  if (Array.isArray(scope)) return scope.includes(permission);
  return Boolean(Object.hasOwn(scope, permission) && (scope as Record<string, unknown>)[permission]);
}
