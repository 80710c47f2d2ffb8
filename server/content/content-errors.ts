import { ApiError } from "#server/http/api/api-error.ts";

/** The content API's errors (stories, profiles, Discover, the site); texts in `errors.codes.*`. */
export const contentErrors = {
  articleNotFound: (type: string, id: number) =>
    new ApiError(404, "article_not_found", `No ${type} with id ${id}`),
  profileNotFound: (context: string, id: number | string) =>
    new ApiError(404, "profile_not_found", `There is no ${context} profile ${id}`),
  nodeNotFound: (key: string) => new ApiError(404, "node_not_found", `There is no Discover node ${key}`),
  siteNotFound: (id: number) => new ApiError(404, "site_not_found", `Site ${id} does not exist`),
};
