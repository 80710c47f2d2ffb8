import type { AuthService } from "./auth-service.ts";
import { credentialsOf } from "./session-cookies.ts";
import { toUserJson, type UserJson } from "./user-json.ts";

/**
 * The process's accounts service, for the web app's loaders and actions (decision 0003, "api in
 * process"). Kept on globalThis because the React Router build bundles its own copy of this module:
 * the server registers the service in its copy and the loaders find it in theirs.
 */
const KEY = Symbol.for("icaro.auth-service");
type Holder = { [KEY]?: AuthService };

export function registerAuthService(service: AuthService): void {
  (globalThis as Holder)[KEY] = service;
}

export function authService(): AuthService {
  const service = (globalThis as Holder)[KEY];
  if (!service) throw new Error("The accounts service is not registered (createApp registers it)");
  return service;
}

/** The signed-in user of a request (session cookie, Bearer or devise headers), or null. */
export async function userFromRequest(request: Request): Promise<UserJson | null> {
  const service = (globalThis as Holder)[KEY];
  if (!service) return null;
  const found = await service.authenticate(credentialsOf(request.headers));
  return found ? toUserJson(found.user) : null;
}

type Fn<K extends keyof AuthService> = AuthService[K] extends (...args: infer A) => infer R
  ? (...args: A) => R
  : never;
const call = <K extends keyof AuthService>(name: K): Fn<K> =>
  ((...args: unknown[]) => (authService()[name] as (...a: unknown[]) => unknown)(...args)) as Fn<K>;

// The contract of PLAN.md: the service's operations as plain functions.
export const signUp = call("signUp");
export const signIn = call("signIn");
export const signOut = call("signOut");
export const requestPasswordReset = call("requestPasswordReset");
export const checkResetToken = call("checkResetToken");
export const resetPassword = call("resetPassword");
export const changePassword = call("changePassword");
export const updateProfile = call("updateProfile");
export const removeAccount = call("removeAccount");
export const exportAccount = call("exportAccount");
export const authenticate = call("authenticate");
