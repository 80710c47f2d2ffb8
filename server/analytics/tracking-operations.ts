import { errorResponse } from "#server/http/api/api-error.ts";
import { operation } from "#server/http/api/api-operation.ts";
import { clickQuery, pageViewQuery } from "./analytics-input.ts";
import { EVENTS_PER_ADDRESS_PER_MINUTE, EVENTS_PER_PSID_PER_MINUTE } from "./analytics-limits.ts";

/*
 * The tracking endpoints of docs/behaviour/consent-ads-analytics.md#analytics-calls, at the site's root (not under the API prefix): the page's
 * analytics tag and campaign click tracking. Stored in our own database only (decision 0078).
 */

const tags = ["analytics"];
const refused = errorResponse(
  "`invalid_query`: a parameter that is malformed, too long (a referrer or path over 2,048 characters) or holds a control character; another site's site_id.",
);
const tooMany = errorResponse(
  `\`too_many_events\`: over ${EVENTS_PER_PSID_PER_MINUTE} events a minute from one PSID or ${EVENTS_PER_ADDRESS_PER_MINUTE} from one address; \`Retry-After\` says when to send again.`,
);

export const pageViewOperation = operation({
  method: "get",
  base: "",
  path: "tagger/analytics",
  operationId: "trackPageView",
  summary: "Record a page view (first-party analytics)",
  description:
    "Answers 204 at once; the view is written with others within a second. The PSID is the `psid` parameter, else the cookie or header; it is stored only as a hash salted per day. No IP address is stored.",
  tags,
  query: pageViewQuery,
  responses: { 204: { description: "Recorded." }, 400: refused, 429: tooMany },
});

export const clickOperation = operation({
  method: "get",
  base: "",
  path: "trk",
  operationId: "trackClick",
  summary: "Record a campaign click",
  description:
    "A reader opened a campaign link: the pages send it when they arrive from one (`?clickid=…&utm_campaign=…`). Answers 204 at once; the click is written with other events within a second — its campaign (`cx`), item (`cxid`), action and OS, the reader as a hash of the PSID (cookie or header) salted per day — and counted in the operator's report (`campaign_clicks`, `campaigns`). The click and session ids are checked, never stored. No IP address is stored.",
  tags,
  query: clickQuery,
  responses: { 204: { description: "Recorded." }, 400: refused, 429: tooMany },
});

export const trackingOperations = [pageViewOperation, clickOperation];
