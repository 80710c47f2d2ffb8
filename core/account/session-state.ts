import type { UserJson } from "./user-json.ts";

/*
 * The browser's account session (docs/behaviour/accounts.md#sign-in-and-sign-up) as a reducer: a sign-in or sign-up
 * is ignored while another runs (busy); success fills the user; sign-out, account removal and a
 * 401 clear the user and ask for the local cache and favourites to be reset; an error is
 * recorded for listeners without resetting the session.
 */
/**
 * The part of the accounts service's user (UserJson) the browser relies on; the rest may be
 * missing, as in a session restored from an older page.
 */
export type SessionUser = Pick<UserJson, "id" | "tid" | "email"> &
  Partial<Pick<UserJson, "name" | "photo" | "provider" | "scope">>;

export type SessionState = {
  user: SessionUser | null;
  busy: "sign-in" | "sign-up" | null;
  /** The last auth error's code, for the forms and listeners. */
  error: string | null;
  /** Set when the local cache and favourites must be reset to the site's defaults. */
  clearLocal: boolean;
};

export type SessionAction =
  | { type: "start"; kind: "sign-in" | "sign-up" }
  | { type: "success"; user: SessionUser }
  | { type: "failure"; error: string }
  /** The request ended without an error and without a user (a step of a form, a sent e-mail). */
  | { type: "settled" }
  | { type: "signed-out" }
  | { type: "removed" }
  | { type: "unauthorized" }
  | { type: "local-cleared" };

export function initialSession(user: SessionUser | null): SessionState {
  return { user, busy: null, error: null, clearLocal: false };
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case "start":
      // Ignored while another sign-in or sign-up runs: the same state object, so nothing re-renders.
      if (state.busy) return state;
      return { ...state, busy: action.kind, error: null };
    case "success":
      return { ...state, user: action.user, busy: null, error: null };
    case "failure":
      // Recorded and shown; the session itself is not reset on error.
      return { ...state, busy: null, error: action.error };
    case "settled":
      return state.busy ? { ...state, busy: null } : state;
    case "signed-out":
    case "removed":
    case "unauthorized":
      return { user: null, busy: null, error: null, clearLocal: true };
    case "local-cleared":
      return { ...state, clearLocal: false };
  }
}

/** docs/behaviour/accounts.md#signed-in-state "The naming of the logged-in state is inverted": here, signed in means a user is present. */
export function isSignedIn(state: SessionState): boolean {
  return state.user !== null;
}
