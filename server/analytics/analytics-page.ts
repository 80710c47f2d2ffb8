import { type Context, Hono } from "hono";
import type { AnalyticsCountJson, AnalyticsReportJson } from "#core/analytics/analytics-report.ts";
import { escapeHtml } from "#core/content/html-escape.ts";
import type { Locale } from "#core/i18n/locales.ts";
import { type Catalog, createI18n, type Translate } from "#core/i18n/translations.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import type { LocalePrefix } from "#server/http/pages/locale-of-path.ts";
import { isOperatorKey } from "#server/operator/operator-key.ts";
import type { AnalyticsService } from "./analytics-service.ts";
import { reportRange } from "./report-range.ts";

/*
 * /operator/analytics: the analytics report as a page in the operator's language (the
 * `operator` catalog domain), rendered here as plain HTML with an inline SVG chart — no React, no
 * script, nothing to hydrate. Protected by the operator key: `Authorization: Bearer <key>`, or
 * HTTP Basic with the key as the password so that a browser can ask for it (decision 0078).
 * Never cached, never indexed.
 */

export const OPERATOR_ANALYTICS_PATH = "operator/analytics";

/** The key given as a Bearer token, or as the password of HTTP Basic (any user name). */
export function givenOperatorKey(authorization: string | undefined): string | undefined {
  const header = authorization ?? "";
  const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (bearer) return bearer;
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header)?.[1];
  if (!basic) return undefined;
  const decoded = Buffer.from(basic, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon === -1 ? undefined : decoded.slice(colon + 1) || undefined;
}

const PRIVATE_HEADERS = {
  "cache-control": "no-store",
  "x-robots-tag": "noindex, nofollow",
  "content-type": "text/html; charset=utf-8",
};

export function operatorAnalyticsPage(options: {
  analytics: AnalyticsService;
  keys: () => readonly string[];
  catalogs: Record<Locale, Catalog>;
  prefixes: LocalePrefix[];
}) {
  const app = new Hono<AppEnv>();
  const translators = new Map(
    options.prefixes.map(({ locale }) => [locale, createI18n(locale, options.catalogs[locale]).t]),
  );
  for (const { locale, basename } of options.prefixes) {
    const path = `${basename === "/" ? "" : basename}/${OPERATOR_ANALYTICS_PATH}`;
    app.get(path, async (c) => {
      const t = translators.get(locale) as Translate;
      const key = givenOperatorKey(c.req.header("authorization"));
      if (key === undefined || !isOperatorKey(key, options.keys())) return unauthorized(c, t, locale);
      const query = { from: oneValue(c, "from"), to: oneValue(c, "to") };
      const range = reportRange(query, new Date());
      if ("error" in range) {
        return c.body(page(locale, t, query, null), 400, PRIVATE_HEADERS);
      }
      const report = await options.analytics.report(range.from, range.to);
      return c.body(page(locale, t, query, report), 200, PRIVATE_HEADERS);
    });
  }
  return app;
}

/** A query value of at most 40 characters (longer ones are a bad range anyway). */
function oneValue(c: Context, name: string): string | undefined {
  const value = c.req.query(name);
  return value ? value.slice(0, 40) : undefined;
}

function unauthorized(c: Context, t: Translate, locale: Locale) {
  const title = escapeHtml(t("operator.analytics.title"));
  return c.body(
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>401 | ${title}</title></head><body><h1>401</h1></body></html>`,
    401,
    { ...PRIVATE_HEADERS, "www-authenticate": 'Basic realm="Icaro operator", charset="UTF-8"' },
  );
}

function page(
  locale: Locale,
  t: Translate,
  query: { from?: string; to?: string },
  report: AnalyticsReportJson | null,
): string {
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const tr = (key: string, values?: Record<string, unknown>) =>
    escapeHtml(t(`operator.analytics.${key}`, values));
  const form = `<form method="get" class="range"><label>${tr("from")} <input type="date" name="from" value="${escapeHtml(query.from ?? report?.from.slice(0, 10) ?? "")}"></label> <label>${tr("to")} <input type="date" name="to" value="${escapeHtml(query.to ?? "")}"></label> <button type="submit">${tr("show")}</button></form>`;
  let body: string;
  if (!report) body = `<p role="alert">${tr("invalidRange")}</p>`;
  else {
    const tiles = [
      [tr("pageViews"), number.format(report.page_views)],
      [tr("readers"), number.format(report.readers)],
      [tr("dataLessShare"), percent.format(report.data_less_share)],
      [tr("campaignClicks"), number.format(report.campaign_clicks)],
    ]
      .map(([label, value]) => `<div class="tile"><dt>${label}</dt><dd>${value}</dd></div>`)
      .join("");
    const device = (key: string) => tr(`device.${key}`);
    const direct = (key: string) => (key === "(direct)" ? tr("direct") : escapeHtml(key));
    const plain = (key: string) => escapeHtml(key);
    const stories = report.stories.map((story) => ({ ...story, key: story.title ?? story.key }));
    body = `<p>${tr("range", { from: report.from.slice(0, 16).replace("T", " "), to: report.to.slice(0, 16).replace("T", " ") })}</p>
<dl class="tiles">${tiles}</dl><p class="note">${tr("readersNote")}</p>
${chart(report, t, number)}
<div class="tables">
${table(tr("topStories"), stories, plain, t, number)}
${table(tr("sections"), report.sections, plain, t, number)}
${table(tr("pages"), report.pages, plain, t, number)}
${table(tr("devices"), report.devices, device, t, number)}
${table(tr("referrers"), report.referrers, direct, t, number)}
${table(tr("campaigns"), report.campaigns, plain, t, number)}
</div>`;
  }
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${tr("title")} | ICARO</title><style>${STYLE}</style></head><body><main><h1>${tr("heading")}</h1>${form}${body}</main></body></html>`;
}

function table(
  caption: string,
  rows: AnalyticsCountJson[],
  label: (key: string) => string,
  t: Translate,
  number: Intl.NumberFormat,
): string {
  const head = `<thead><tr><th scope="col">${escapeHtml(t("operator.analytics.name"))}</th><th scope="col" class="n">${escapeHtml(t("operator.analytics.count"))}</th></tr></thead>`;
  const lines = rows.length
    ? rows
        .map((row) => `<tr><td>${label(row.key)}</td><td class="n">${number.format(row.count)}</td></tr>`)
        .join("")
    : `<tr><td colspan="2">${escapeHtml(t("operator.analytics.none"))}</td></tr>`;
  return `<table><caption>${caption}</caption>${head}<tbody>${lines}</tbody></table>`;
}

const WIDTH = 720;
const HEIGHT = 220;
const PAD = 28;

/** Page views as bars and readers as a line, per hour or day, scaled to the largest count. */
export function chart(report: AnalyticsReportJson, t: Translate, number: Intl.NumberFormat): string {
  const points = report.series;
  const max = Math.max(1, ...points.map((point) => Math.max(point.views, point.readers)));
  const slot = (WIDTH - PAD) / Math.max(1, points.length);
  const y = (value: number) => HEIGHT - PAD - (value / max) * (HEIGHT - 2 * PAD);
  const bars = points
    .map((point, index) => {
      const top = y(point.views);
      return `<rect x="${(PAD + index * slot + slot * 0.1).toFixed(1)}" y="${top.toFixed(1)}" width="${Math.max(1, slot * 0.8).toFixed(1)}" height="${(HEIGHT - PAD - top).toFixed(1)}" class="bar"><title>${escapeHtml(point.start.slice(0, 16).replace("T", " "))}: ${number.format(point.views)}</title></rect>`;
    })
    .join("");
  const line = points
    .map((point, index) => `${(PAD + index * slot + slot / 2).toFixed(1)},${y(point.readers).toFixed(1)}`)
    .join(" ");
  const step = t(`operator.analytics.${report.step}`);
  const title = escapeHtml(t("operator.analytics.chartTitle", { step }));
  const first = points[0]?.start.slice(0, 10) ?? "";
  const last = points.at(-1)?.start.slice(0, 10) ?? "";
  return `<figure><svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="chart-title chart-desc" class="chart"><title id="chart-title">${title}</title><desc id="chart-desc">${escapeHtml(t("operator.analytics.chartDescription"))}</desc>
<line x1="${PAD}" y1="${HEIGHT - PAD}" x2="${WIDTH}" y2="${HEIGHT - PAD}" class="axis"/><text x="0" y="${PAD}" class="label">${number.format(max)}</text><text x="0" y="${HEIGHT - PAD}" class="label">0</text>
${bars}<polyline points="${line}" class="line"/>
<text x="${PAD}" y="${HEIGHT - 8}" class="label">${escapeHtml(first)}</text><text x="${WIDTH}" y="${HEIGHT - 8}" text-anchor="end" class="label">${escapeHtml(last)}</text></svg>
<figcaption>${title}: <span class="key bar-key"></span> ${escapeHtml(t("operator.analytics.views"))} <span class="key line-key"></span> ${escapeHtml(t("operator.analytics.readersLegend"))}</figcaption></figure>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#14171f;background:#f6f7f9}main{max-width:60rem;margin:0 auto;padding:1.5rem 1rem}h1{color:#102245}
.range{display:flex;gap:.75rem;flex-wrap:wrap;align-items:end;margin:1rem 0}.range input,.range button{font:inherit;padding:.3rem .5rem}
.tiles{display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:.75rem;margin:0}.tile{background:#fff;border:1px solid #d5d9e0;border-radius:.5rem;padding:.75rem}.tile dt{font-size:.9rem;color:#4a5060}.tile dd{margin:0;font-size:1.8rem;font-weight:700}
.note{font-size:.85rem;color:#4a5060}figure{margin:1.5rem 0;background:#fff;border:1px solid #d5d9e0;border-radius:.5rem;padding:.75rem}.chart{width:100%;height:auto}.bar{fill:#3d63c9}.line{fill:none;stroke:#c2410c;stroke-width:2}.axis{stroke:#8a90a0}.label{font-size:11px;fill:#4a5060}
.key{display:inline-block;width:.8rem;height:.8rem;vertical-align:middle}.bar-key{background:#3d63c9}.line-key{background:#c2410c}
.tables{display:grid;grid-template-columns:repeat(auto-fit,minmax(18rem,1fr));gap:1rem}table{border-collapse:collapse;background:#fff;width:100%}caption{text-align:left;font-weight:700;padding:.4rem 0}th,td{border-bottom:1px solid #e3e6eb;padding:.3rem .5rem;text-align:left;overflow-wrap:anywhere}.n{text-align:right}`;
