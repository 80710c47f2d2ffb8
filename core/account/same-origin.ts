/**
 * Whether a form POST to the web app comes from the web app itself (docs/behaviour/platform.md#default-headers, PLAN "Web session"):
 * the browser's Sec-Fetch-Site says same-origin, or, from browsers that do not send it, the Origin
 * header is this site's. A request with neither is refused: every browser that can run the site
 * sends at least one of them on a POST.
 */
export function isSameOriginPost(headers: Headers, siteOrigin: string): boolean {
  const site = headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = headers.get("origin");
  return origin !== null && origin === siteOrigin;
}
