/**
 * The route module the service worker answers for a page's code it neither holds nor can fetch
 * (decision 0082). React Router answers a route module that fails to load by reloading the page
 * being read: offline, a tap on a link to a page never opened would seem to do nothing (the
 * worker's offline page never shows). This module loads, and its page loads the page it is shown
 * for as a document, which the worker answers with its copy or the offline page. Usually it is not
 * even shown: the page's data request, answered at the same time, already sends the browser to the
 * document. The next time it is online the document load brings the real code.
 */
export const DOCUMENT_LOAD_MODULE =
  "export default function LoadAsDocument(){window.location.reload();return null}\n";
