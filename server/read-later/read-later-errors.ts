import { ApiError } from "#server/http/api/api-error.ts";

/** The read-later and likes APIs' errors; texts in `errors.codes.*` and the `saved` catalog. */
export const readLaterErrors = {
  signInRequired: () =>
    new ApiError(
      401,
      "sign_in_required",
      "Sign in to keep your read-later list in your account; a guest's list lives in the browser",
    ),
  likeSignInRequired: () =>
    new ApiError(401, "sign_in_required", "Likes need an account: sign in to like stories"),
  likeNotAllowed: () =>
    new ApiError(403, "like_not_allowed", "This account's scopes do not include liking stories"),
  notSaved: (context: string, id: number) =>
    new ApiError(404, "not_saved", `${context} ${id} is not in your read-later list`),
};
