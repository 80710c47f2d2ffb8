/*
 * The head's inline script of blocked sources (core/ads/blocked-sources.ts), apart from the rest so
 * the root layout, which writes it on the server, brings none of that module into every page.
 */
export const BLOCKED_SOURCES_KEY = "IcaroBlockedSources";
export const BLOCKED_STYLE_ID = "blocked-sources";

/**
 * The head's inline script: the same rule, from local storage, before the first paint. The list is
 * a core/storage/local-storage-entry.ts entry `{value, expiry}`; an expired or foreign one hides nothing.
 */
export function blockedSourcesScript(): string {
  return `(function(){try{var e=JSON.parse(localStorage.getItem(${JSON.stringify(BLOCKED_SOURCES_KEY)})||"null");var v=e&&(e.expiry===null||e.expiry>Date.now())&&Array.isArray(e.value)?e.value:[];if(!v.length)return;var s=document.createElement("style");s.id=${JSON.stringify(BLOCKED_STYLE_ID)};s.textContent=v.map(function(n){return '[data-publisher="'+String(n).replace(/["\\\\\\n\\r]/g,"\\\\$&")+'"]'}).join(",")+"{display:none!important}";document.head.appendChild(s)}catch(e){}})()`;
}
