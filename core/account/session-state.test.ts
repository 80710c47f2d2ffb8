import { describe, expect, it } from "vitest";
import { initialSession, isSignedIn, type SessionState, sessionReducer } from "./session-state.ts";

const user = { id: 7, tid: "0b9f5c1e-7a9e-4b8e-8f5e-2f1d1c3a4b5c", email: "ana@example.com", name: "Ana" };

describe("sessionReducer (docs/behaviour/accounts.md#sign-in-and-sign-up)", () => {
  it("ignores a sign-in or sign-up while another runs", () => {
    const busy = sessionReducer(initialSession(null), { type: "start", kind: "sign-in" });
    expect(busy.busy).toBe("sign-in");
    expect(sessionReducer(busy, { type: "start", kind: "sign-up" })).toBe(busy);
    expect(sessionReducer(busy, { type: "start", kind: "sign-in" })).toBe(busy);
  });

  it("fills the user on success", () => {
    const busy = sessionReducer(initialSession(null), { type: "start", kind: "sign-in" });
    const done = sessionReducer(busy, { type: "success", user });
    expect(done).toEqual({ user, busy: null, error: null, clearLocal: false });
    expect(isSignedIn(done)).toBe(true);
  });

  it("records an error without resetting the session", () => {
    const signedIn = initialSession(user);
    const busy = sessionReducer(signedIn, { type: "start", kind: "sign-in" });
    const failed = sessionReducer(busy, { type: "failure", error: "invalid_credentials" });
    expect(failed.user).toBe(user);
    expect(failed.busy).toBeNull();
    expect(failed.error).toBe("invalid_credentials");
    // A new attempt clears the old error.
    expect(sessionReducer(failed, { type: "start", kind: "sign-in" }).error).toBeNull();
  });

  it("settles a request that ended without a user or an error", () => {
    const busy = sessionReducer(initialSession(null), { type: "start", kind: "sign-up" });
    expect(sessionReducer(busy, { type: "settled" })).toEqual(initialSession(null));
    const idle = initialSession(null);
    expect(sessionReducer(idle, { type: "settled" })).toBe(idle);
  });

  it.each(["signed-out", "removed", "unauthorized"] as const)(
    "%s clears the user and asks for the local cache to be reset",
    (type) => {
      const state: SessionState = { ...initialSession(user), error: "x" };
      const cleared = sessionReducer(state, { type });
      expect(cleared).toEqual({ user: null, busy: null, error: null, clearLocal: true });
      expect(isSignedIn(cleared)).toBe(false);
      expect(sessionReducer(cleared, { type: "local-cleared" }).clearLocal).toBe(false);
    },
  );
});
