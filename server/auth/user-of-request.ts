import type { UserJson } from "#core/account/user-json.ts";
import type { AuthService } from "./auth-service.ts";
import { credentialsOf } from "./session-cookies.ts";
import { toUserJson } from "./user-json.ts";

/** The signed-in user of a request (session cookie, Bearer or devise headers), or null. */
export async function userOfRequest(service: AuthService, request: Request): Promise<UserJson | null> {
  const found = await service.authenticate(credentialsOf(request.headers));
  return found ? toUserJson(found.user) : null;
}
