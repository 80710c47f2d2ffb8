import type { HighlightPart } from "#core/search/search.ts";
import { highlightRuns } from "#core/search/search-state.ts";

/**
 * A title or snippet with the words the search found in `<mark>`: the parts are plain text, so
 * React escapes every one of them and nothing a story holds can become markup.
 */
export function Highlighted({ parts }: { parts: readonly HighlightPart[] }) {
  return (
    <>
      {highlightRuns(parts).map((run, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text, in order, never reordered.
        run.match ? <mark key={index}>{run.text}</mark> : <span key={index}>{run.text}</span>,
      )}
    </>
  );
}
