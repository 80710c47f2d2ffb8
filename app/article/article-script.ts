import { ARTICLE_TIME_OPTIONS } from "#core/article-time.ts";
import { intlLocale, type Locale } from "#core/locales.ts";

/**
 * What makes a cached article page the reader's own, as an inline script written after the
 * article (app/article/ArticleScript.tsx), so none of it is in the page's JavaScript and it works
 * before (and without) hydration:
 * - times: each `time[data-local]`, written in UTC by the server, in the reader's zone with the
 *   page's locale (formatArticleTime's options, core/article-time.ts);
 * - the article bar (`.article-bar`) shown once the headline (`.article__title`) has scrolled
 *   out above the screen (an IntersectionObserver), with its reading-progress bar;
 * - sharing: `<html data-can-share>` when the browser has the Web Share API (CSS then shows the
 *   Share buttons, `[data-share]`), which call navigator.share; the "Copy link" link
 *   (`[data-copy]`) copies its address and says so in its `.share`'s `[data-copied]` status (or
 *   shows the address there when the browser refuses).
 * It changes text nodes' values and attributes React does not render, so hydration keeps them.
 * `window.__icaroArticle()` binds the next article's headline after a client navigation
 * (ArticleView's effect). A function, so the browser bundle, which never calls it, leaves it out.
 */
export function articleScript(locale: Locale): string {
  return `(function(l,o){var d=document,w=window,r=d.documentElement,n=navigator,io,seen,q=0;if(n.share)r.setAttribute("data-can-share","");function times(){var t=d.querySelectorAll("time[data-local]"),f;for(var i=0;i<t.length;i++){var x=t[i].firstChild,v=new Date(t[i].dateTime);if(x&&x.nodeType===3&&!isNaN(v)){f=f||new Intl.DateTimeFormat(l,o);x.nodeValue=f.format(v)}}}function progress(){q=0;var p=d.querySelector(".reading-progress"),s=r.scrollHeight-innerHeight,v=s>0?Math.min(100,Math.round(scrollY/s*100)):0;if(p&&p.firstChild){p.firstChild.style.transform="scaleX("+v/100+")";p.setAttribute("aria-valuenow",v)}}function init(){times();progress();var h=d.querySelector(".article__title");if(!h||h===seen||!w.IntersectionObserver)return;seen=h;if(io)io.disconnect();io=new w.IntersectionObserver(function(e){var b=d.querySelector(".article-bar");if(b)b.toggleAttribute("data-shown",!e[0].isIntersecting&&e[0].boundingClientRect.top<0)});io.observe(h)}w.__icaroArticle=init;init();addEventListener("scroll",function(){q=q||requestAnimationFrame(progress)},{passive:true});d.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("[data-share],[data-copy]");if(!a)return;if(a.hasAttribute("data-share")){if(n.share){e.preventDefault();n.share({title:a.getAttribute("data-title")||d.title,url:a.getAttribute("data-url")||location.href}).catch(function(){})}}else if(n.clipboard){e.preventDefault();var s=a.closest(".share").querySelector("[data-copied]");n.clipboard.writeText(a.href).then(function(){if(s)s.textContent=s.getAttribute("data-copied")},function(){if(s)s.textContent=a.href})}})})(${JSON.stringify(intlLocale(locale))},${JSON.stringify(ARTICLE_TIME_OPTIONS)})`;
}
