import { RELATIVE_TIME_MAX_DAYS, RELATIVE_TIME_OPTIONS } from "#core/content/story-time.ts";
import { intlLocale, type Locale } from "#core/i18n/locales.ts";

/**
 * Keeps the story cards' "2h ago" honest on pages served from a cache. The server writes each
 * card's relative time at its render (app/ui/ArticleCard.tsx), and the anonymous page cache
 * serves a page for at most a minute (10 s fresh, 60 s stale), so most pages arrive right and
 * this does nothing. A page older than a minute — a CDN's copy, a tab left open, one restored
 * from the back-forward cache — rewrites its `time[data-rel]` texts from their `datetime` with
 * Intl.RelativeTimeFormat, with relativeAge's rules (core/content/story-time.ts), then again every minute.
 *
 * It also writes the score strip's kick-off times (`time[data-clock]`, in UTC from the server,
 * which cannot know the reader's zone) in the reader's own time, with formatClock's rule (core/i18n/clock-time.ts).
 *
 * An inline script rather than code in the bundle: it works before and without hydration, costs
 * no first-load JavaScript, and pays for Intl's locale data only on a stale page. It changes the
 * text node's value in place, so React (which keeps that node) still owns it. A function, so
 * the browser bundle, which never calls it, leaves it out.
 */
export function relativeTimeScript(renderedAt: number, locale: Locale): string {
  const days = RELATIVE_TIME_MAX_DAYS * 1440;
  return `(function(n,l,o){var f,c=document.querySelectorAll("time[data-clock]");for(var j=0;j<c.length;j++){var d=new Date(c[j].dateTime),h=d.getHours(),z=c[j].firstChild;if(z&&z.nodeType===3&&!isNaN(h))z.nodeValue=${locale === "en" ? '(h%12||12)+":"+(d.getMinutes()+100+"").slice(1)+(h<12?" AM":" PM")' : 'h+":"+(d.getMinutes()+100+"").slice(1)'}}function u(){var a=Date.now();if(a-n<6e4)return;var t=document.querySelectorAll("time[data-rel]");for(var i=0;i<t.length;i++){var e=t[i],x=e.firstChild,m=Math.max(1,Math.floor((a-Date.parse(e.dateTime))/6e4)),v,k;if(m<60){v=m;k="minute"}else if(m<1440){v=Math.floor(m/60);k="hour"}else if(m<${days}){v=Math.floor(m/1440);k="day"}else continue;if(!x||x.nodeType!==3)continue;f=f||new Intl.RelativeTimeFormat(l,o);x.nodeValue=f.format(-v,k)}}u();setInterval(u,6e4);addEventListener("pageshow",u)})(${Math.floor(renderedAt)},${JSON.stringify(intlLocale(locale))},${JSON.stringify(RELATIVE_TIME_OPTIONS)})`;
}
