import { redirect } from "react-router";
import { apiJson } from "#app/api/api-json.ts";
import { PageError, pageLoader } from "#app/routing/page-loader.ts";
import type { SiteConfig } from "#core/site/site-config.ts";

/**
 * Sends the reader to `?url=` only when its host is on the site's allow-list (site
 * configuration `allowed_hosts`), so Icaro is never an open redirect. Anything else is a 400.
 */
export const loader = pageLoader({
  load: async ({ request, context }) => {
    const value = new URL(request.url).searchParams.get("url") ?? "";
    let target: URL;
    try {
      target = new URL(value);
    } catch {
      throw new PageError(400, "invalid_redirect");
    }
    const config = await apiJson<SiteConfig>(context, `site/config?app=web&site_id=${context.siteId}`);
    const allowed =
      (target.protocol === "https:" || target.protocol === "http:") &&
      config.allowed_hosts.some((host) => host.toLowerCase() === target.hostname.toLowerCase());
    if (!allowed) throw new PageError(400, "redirect_not_allowed");
    throw redirect(target.toString(), 302);
  },
});

/** Never rendered (the loader always redirects or fails); it makes errors render as pages. */
export default function SiteRedirectPage() {
  return null;
}
