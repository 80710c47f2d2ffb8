import type { ApiModule } from "./api-module.ts";
import { type ApiModuleName, apiModules } from "./api-modules.ts";
import type { ApiOperation } from "./api-operation.ts";
import { type OpenApiDocument, pathsOf, SchemaComponents } from "./openapi-from-zod.ts";

/*
 * The OpenAPI 3.1 description of the API, served at /api/docs: generated from the operations of
 * every domain module (api-modules.ts, decision 0095), whose zod schemas the routes validate with
 * (decision 0050). A unit test checks that every route the API app registers is described here,
 * and no other.
 */

/**
 * The order the document lists the modules in: the reader's API by domain, then the accounts, the
 * operator's hand-off, the analytics beacons and the document itself. Apart from the mount order
 * (api-modules.ts), which is behaviour, so that neither moves the other; it names every module once
 * (api-modules.test.ts).
 */
export const documentOrder: readonly ApiModuleName[] = [
  "site",
  "content",
  "discover",
  "follows",
  "feedback",
  "read later",
  "likes",
  "reads",
  "push",
  "related fallback",
  "related",
  "recommendations",
  "search",
  "standings",
  "sporting events",
  "tv",
  "rewards",
  "auth",
  "operator",
  "tracking",
  "docs",
];

/** Every operation the API serves, the whole app's beacons among them, in the document's order. */
export const documentedOperations: ApiOperation[] = documentOrder.flatMap(
  (name) => (apiModules as readonly ApiModule[]).find((module) => module.name === name)?.operations ?? [],
);

/** The document for an API served under `/{apiPrefix}` (ICARO_API_PREFIX, default `api/v3/`). */
export function openApiDocument(apiPrefix: string): OpenApiDocument {
  const v3 = `/${apiPrefix.replace(/^\/+|\/+$/g, "")}`;
  const components = new SchemaComponents();
  const paths = pathsOf(documentedOperations, v3, components);
  return {
    openapi: "3.1.0",
    info: {
      title: "Icaro API",
      version: "1",
      description:
        'News, videos, profiles, the Discover tree, sports, accounts and the operator\'s hand-off (docs/behaviour/platform.md). Lists are JSON arrays, newest first (`publish_date desc, id desc`); `page` starts at 1 and `per` is at most 100. Errors are `{"error":{"code","message"}}` with a 4xx/5xx status; the accounts routes add the form `field` and devise_token_auth\'s `errors` list.',
    },
    servers: [{ url: "/" }],
    tags: [
      { name: "site", description: "Site configuration and sections." },
      {
        name: "sporting events",
        description: "Events by day, one event, its stories, the live stream and updates.",
      },
      { name: "feeds", description: "Article lists." },
      { name: "profiles", description: "Profiles and their feeds." },
      { name: "media", description: "One article with its body." },
      { name: "discover", description: "The Discover tree and favourites picker." },
      { name: "recommendations", description: "Related articles and personalised recommendations." },
      { name: "reads", description: "Read beacons." },
      { name: "sports", description: "Leagues and standings." },
      {
        name: "accounts",
        description:
          "Sign-up, sign-in and the account (docs/behaviour/accounts.md): devise_token_auth's protocol under the versioned prefix, the local strategy and the social login under /api/auth.",
      },
      {
        name: "operator",
        description:
          "The `icaro` command's hand-off to the server that owns the database; every call needs `Authorization: Bearer <operator key>`.",
      },
      { name: "docs", description: "This document." },
    ],
    paths,
    components: { schemas: components.schemas },
  };
}
