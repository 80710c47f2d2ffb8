import { z } from "zod";
import { siteConfigJson } from "#core/schemas/site-json.ts";
import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import {
  invalidOperatorKey,
  OPERATOR_BASE,
  operatorKeyHeader,
} from "#server/operator/operator-operations.ts";
import { adEntryInput, thirdPartyInput } from "./site-ads-input.ts";

/*
 * The `icaro site ads` commands, run by the server that owns the database: mounted inside the
 * operator's routes, behind their key check (site-ads-operator-routes.ts). The inputs are
 * site-ads-input.ts's, so the command and the endpoint refuse the same things.
 */

export const SITE_ADS_OPERATOR_BASE = `${OPERATOR_BASE}/site/ads`;
const tags = ["operator", "site"];

const stateJson = z.object({
  ads: siteConfigJson.shape.template.shape.ads,
  third_party: siteConfigJson.shape.third_party,
});
const refused = errorResponse(
  "`invalid_query`: an ad tag without a placement or with malformed sizes, an unknown device, a page name that is not a route id, an address that is not https or a path on this site. `invalid_request`: no such entry.",
);

export const listSiteAdsOperation = operation({
  method: "post",
  base: SITE_ADS_OPERATOR_BASE,
  path: "list",
  operationId: "operatorListSiteAds",
  summary: "The site's ad entries and third-party settings (`icaro site ads list`)",
  tags,
  headers: operatorKeyHeader,
  responses: {
    200: { description: "The entries and settings.", schema: stateJson },
    401: invalidOperatorKey,
  },
});

export const addSiteAdOperation = operation({
  method: "post",
  base: SITE_ADS_OPERATOR_BASE,
  path: "add",
  operationId: "operatorAddSiteAd",
  summary: "Add an ad entry (`icaro site ads add`)",
  description: "`pages` is a comma-separated list of page names (route ids); `tag` is the ad tag string.",
  tags,
  headers: operatorKeyHeader,
  query: adEntryInput,
  responses: {
    200: { description: "The entries and settings after the change.", schema: stateJson },
    400: refused,
    401: invalidOperatorKey,
  },
});

export const removeSiteAdOperation = operation({
  method: "post",
  base: SITE_ADS_OPERATOR_BASE,
  path: "remove",
  operationId: "operatorRemoveSiteAd",
  summary: "Remove an ad entry by its number in the list (`icaro site ads remove`)",
  tags,
  headers: operatorKeyHeader,
  query: z.object({
    position: z
      .string()
      .regex(/^[1-9]\d{0,3}$/, "the entry is its number in `icaro site ads list` (1, 2…)")
      .transform(Number),
  }),
  responses: {
    200: {
      description: "The entries and settings after the change, and the entry removed.",
      schema: stateJson.extend({ removed: siteConfigJson.shape.template.shape.ads.element }),
    },
    400: refused,
    401: invalidOperatorKey,
  },
});

export const setSiteThirdPartyOperation = operation({
  method: "post",
  base: SITE_ADS_OPERATOR_BASE,
  path: "set",
  operationId: "operatorSetSiteThirdParty",
  summary: "Turn display ads on or off, set the script addresses (`icaro site ads on|off|set`)",
  description: "Fields left out are kept; `none` clears an address.",
  tags,
  headers: operatorKeyHeader,
  query: thirdPartyInput,
  responses: {
    200: { description: "The entries and settings after the change.", schema: stateJson },
    400: refused,
    401: invalidOperatorKey,
  },
});

export const siteAdsOperatorOperations = [
  listSiteAdsOperation,
  addSiteAdOperation,
  removeSiteAdOperation,
  setSiteThirdPartyOperation,
];
