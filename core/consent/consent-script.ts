/*
 * The cookie banner's two inline scripts (docs/decisions/0079-cookie-banner-and-page-views.md). They are inline, written by the
 * server, because the banner must be up before the first paint of a first visit and must work on
 * every page, including those at the first-load JavaScript budget: together they are ~1 KB of the
 * page's HTML and nothing of its script files. The rules they follow are core/consent/consent.ts's.
 */
import {
  CONSENT_ASK_CLASS,
  CONSENT_BANNER_ID,
  CONSENT_COOKIE,
  CONSENT_EVENT,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
} from "./consent.ts";

/** On <html>, always: the page runs scripts, so the footer's "Cookie settings" can work. */
export const CONSENT_SCRIPTED_CLASS = "consent-js";
/** The settings panel inside the banner. */
export const CONSENT_SETTINGS_ID = "consent-settings";

/** The cookie of this policy version, its two flags captured. */
function cookiePattern(): string {
  return `/(?:^|; )${CONSENT_COOKIE}=v${CONSENT_VERSION}\\.a([01])\\.d([01])(?:;|$)/`;
}

/** In <head>: before the first paint, asks (a class on <html>) when there is no choice of this version. */
export function consentHeadScript(): string {
  return `(function(d){d.classList.add("${CONSENT_SCRIPTED_CLASS}");if(!${cookiePattern()}.test(document.cookie))d.classList.add("${CONSENT_ASK_CLASS}")})(document.documentElement)`;
}

/**
 * After the banner's markup: its buttons (one listener on the document, so the footer's link
 * works on every page), the settings panel, focus (into the banner while it asks, back where it
 * was after), the page's bottom padding while the banner covers it (WCAG 2.4.11), the cookie and
 * the CONSENT_EVENT that third-party loaders wait for. Withdrawing a consent reloads the page, as
 * a script already loaded cannot be unloaded.
 */
export function consentBannerScript(): string {
  return `(function(doc,win){var root=doc.documentElement,banner=doc.getElementById("${CONSENT_BANNER_ID}");if(!banner)return;var panel=doc.getElementById("${CONSENT_SETTINGS_ID}"),toggle=banner.querySelector('[data-consent="settings"]'),back=null,re=${cookiePattern()};
function current(){var m=re.exec(doc.cookie);return m?{analytics:m[1]==="1",advertising:m[2]==="1"}:null}
function asking(){return root.classList.contains("${CONSENT_ASK_CLASS}")}
function fit(){if(asking())root.style.setProperty("--consent-height",banner.offsetHeight+"px")}
function settings(on){panel.hidden=!on;toggle.setAttribute("aria-expanded",on?"true":"false");fit()}
function box(name){return panel.querySelector('[data-consent-category="'+name+'"]')}
function open(){back=doc.activeElement;var c=current()||{analytics:false,advertising:false};box("analytics").checked=c.analytics;box("advertising").checked=c.advertising;root.classList.add("${CONSENT_ASK_CLASS}");settings(true);banner.focus()}
function choose(choice){var before=current();doc.cookie="${CONSENT_COOKIE}=v${CONSENT_VERSION}.a"+(choice.analytics?1:0)+".d"+(choice.advertising?1:0)+"; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax"+(win.location.protocol==="https:"?"; Secure":"");settings(false);root.classList.remove("${CONSENT_ASK_CLASS}");root.style.removeProperty("--consent-height");win.dispatchEvent(new CustomEvent("${CONSENT_EVENT}",{detail:choice}));if(before&&(before.analytics&&!choice.analytics||before.advertising&&!choice.advertising)){win.location.reload();return}if(back&&back!==doc.body&&doc.contains(back))back.focus();else if(banner.contains(doc.activeElement))doc.activeElement.blur();back=null}
doc.addEventListener("click",function(e){var t=e.target&&e.target.closest&&e.target.closest("[data-consent]");if(!t)return;var a=t.getAttribute("data-consent");if(a==="open")open();else if(a==="settings")settings(panel.hidden);else if(a==="accept")choose({analytics:true,advertising:true});else if(a==="reject")choose({analytics:false,advertising:false});else if(a==="save")choose({analytics:box("analytics").checked,advertising:box("advertising").checked})});
win.addEventListener("resize",fit);if(asking()){fit();banner.focus({preventScroll:true})}})(document,window)`;
}
