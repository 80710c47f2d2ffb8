import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import {
  loginPathFor,
  REDIRECT_PARAM,
  SESSION_ENDED_PARAM,
  SIGNED_OUT_PATH,
} from "#core/account/auth-guard.ts";
import { isSafeRedirect } from "#core/routing/safe-redirect.ts";
import type { Route } from "./+types/SignedOutPage";
import { assertSameOrigin, redirectWithCookies } from "./auth-calls.server.ts";
import { clearLocalAccountData } from "./local-account-data.ts";
import "./account.css";

/** docs/behaviour/accounts.md#sign-out-and-removal: after account removal the supplied message shows after 1000 ms. */
export const REMOVED_MESSAGE_DELAY_MS = 1000;

export const loader = pageLoader({
  load: ({ request }) => {
    const query = new URL(request.url).searchParams;
    const back = query.get(REDIRECT_PARAM);
    return {
      removed: query.get("removed") === "1",
      // The session ended by itself (the logged-in watcher, docs/behaviour/accounts.md#forced-sign-out), on this page.
      ended: query.get(SESSION_ENDED_PARAM) === "1",
      signIn: loginPathFor(isSafeRedirect(back) ? back : null),
    };
  },
});

/**
 * Sign-out (the header's form posts here): the API ends the session; whatever it answers, the
 * session cookies are cleared here too (docs/behaviour/accounts.md#sign-out-and-removal: a failed server sign-out still clears locally).
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const reply = await context.accounts.signOut();
  return redirectWithCookies(SIGNED_OUT_PATH, reply.cookies);
}

export default function SignedOutPage({ loaderData: page }: Route.ComponentProps) {
  const t = useT("account");
  const removed = page?.removed === true;
  const [showRemoved, setShowRemoved] = useState(false);

  useEffect(() => {
    // The reader's follows, saved stories and cached account data on this device go back to the
    // site's defaults (docs/behaviour/accounts.md#sessions).
    clearLocalAccountData();
    if (!removed) return;
    const timer = setTimeout(() => setShowRemoved(true), REMOVED_MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [removed]);

  return (
    <section className="account-page">
      <div className="account-card">
        <h1>{t("account.signedOut.heading")}</h1>
        {/* A live region present from the start, so the delayed message is announced. */}
        <div role="status" className="account-removed">
          {showRemoved ? <p className="form-notice">{t("account.signedOut.removed")}</p> : null}
        </div>
        {removed ? (
          <noscript>
            <p className="form-notice">{t("account.signedOut.removed")}</p>
          </noscript>
        ) : null}
        {page?.ended ? <p className="form-notice">{t("account.signedOut.ended")}</p> : null}
        <p>{t("account.signedOut.message")}</p>
        <p className="actions">
          {/* After a forced sign-out, signing in again returns to the page the reader was on. */}
          <Link className="button" to={page?.signIn ?? "/accounts/user"}>
            {t("account.signedOut.signIn")}
          </Link>
          <Link className="button button--secondary" to="/">
            {t("account.signedOut.home")}
          </Link>
        </p>
      </div>
    </section>
  );
}
