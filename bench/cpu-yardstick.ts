// A fixed piece of CPU work measured in the same run as the server, so that CPU figures taken an
// hour apart on this shared machine (whose speed drifts up to 2×) can be compared.
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * The yardstick on a quiet machine, the day the render goal was set: the fastest of the
 * measurements taken on 2026-11-25 (0.44–0.78 ms over three hours; 2-core AMD EPYC, Node 20.20).
 * CPU figures are scaled by YARDSTICK_QUIET_MS / yardstick-now to read as on that machine.
 */
export const YARDSTICK_QUIET_MS = 0.45;

/** A page-like tree: 40 cards of a dozen elements, as the home's lists are. */
function page(): ReactElement {
  const cards = Array.from({ length: 40 }, (_, index) =>
    h(
      "li",
      { key: index },
      h(
        "article",
        { className: "card card--standard", "data-article-id": index },
        h(
          "div",
          { className: "card__media" },
          h("img", { src: `/_ipx/w_640/${index}.svg`, alt: "", width: 1200 }),
        ),
        h(
          "div",
          { className: "card__text" },
          h(
            "h3",
            { className: "card__title" },
            h("a", { href: `/story/${index}` }, `Headline number ${index}`),
          ),
          h("p", { className: "card__meta" }, h("span", null, "Publisher"), h("time", null, "Nov 25, 2026")),
        ),
      ),
    ),
  );
  return h("main", null, h("ul", { className: "cards" }, cards));
}

/** ms one render of the tree takes: the best of seven batches (the least disturbed). */
export function measureYardstick(): number {
  const tree = page();
  for (let i = 0; i < 50; i++) renderToStaticMarkup(tree);
  let best = Number.POSITIVE_INFINITY;
  for (let batch = 0; batch < 7; batch++) {
    const start = performance.now();
    for (let i = 0; i < 100; i++) renderToStaticMarkup(tree);
    best = Math.min(best, (performance.now() - start) / 100);
  }
  return best;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`yardstick: ${measureYardstick().toFixed(3)} ms a render`);
}
