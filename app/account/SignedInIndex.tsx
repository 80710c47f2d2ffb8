import { redirect } from "react-router";
import { pageLoader } from "#app/routing/page-loader.ts";
import { SIGNED_IN_HOME } from "#core/account/auth-guard.ts";

/**
 * /accounts/user/signedin (docs/behaviour/accounts.md#account-pages): without a user the page's guard sends the visitor to
 * /accounts/user; a signed-in reader moves on to their saved stories.
 */
export const loader = pageLoader({
  load: () => {
    throw redirect(SIGNED_IN_HOME);
  },
});

export default function SignedInIndex() {
  return null;
}
