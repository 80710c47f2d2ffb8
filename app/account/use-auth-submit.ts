import { useEffect, useReducer } from "react";
import { useActionData, useNavigation } from "react-router";
import { useRootData } from "#app/root-data.ts";
import { initialSession, sessionReducer } from "#core/account/session-state.ts";

type Kind = "sign-in" | "sign-up";

/**
 * The busy state of an account form (docs/behaviour/accounts.md#sign-in-and-sign-up): while its request runs the button says so, and a
 * second submission is ignored rather than starting another sign-in or sign-up. When the
 * request ends, its error (the action's reply) or the signed-in user is recorded.
 */
export function useAuthSubmit(kind: Kind) {
  const navigation = useNavigation();
  const reply = useActionData() as { formError?: string; errors?: Record<string, string> } | undefined;
  const user = useRootData()?.user ?? null;
  const [state, dispatch] = useReducer(sessionReducer, user, initialSession);

  useEffect(() => {
    if (navigation.state !== "idle" || !state.busy) return;
    const error = reply?.formError ?? Object.values(reply?.errors ?? {})[0];
    if (error) dispatch({ type: "failure", error });
    else if (user) dispatch({ type: "success", user });
    else dispatch({ type: "settled" });
  }, [navigation.state, state.busy, reply, user]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (state.busy || navigation.state === "submitting") {
      event.preventDefault();
      return;
    }
    dispatch({ type: "start", kind });
  };
  return { busy: state.busy !== null || navigation.state === "submitting", onSubmit };
}
