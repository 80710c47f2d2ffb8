import type { Translate } from "#core/translations.ts";
import { SaveToggle } from "./SaveToggle.tsx";

/**
 * An article's or video's "Save for later" and "Like" buttons as plain HTML, the same for every
 * reader (the pages are cached): the page's one delegated listener (save-toggles.ts, off the first
 * load) paints the reader's state and the like count, and handles both. Until it has, the count is
 * empty and the buttons are not pressed.
 */
export function StoryActions({
  id,
  context,
  name,
  url,
  t,
}: {
  id: number;
  context: string;
  name: string;
  url: string;
  t: Translate;
}) {
  return (
    <div className="story-actions">
      <SaveToggle id={id} context={context} name={name} url={url} t={t} />
      <button
        type="button"
        className="like-button"
        data-like={`${context}:${id}`}
        aria-pressed="false"
        suppressHydrationWarning
      >
        {t("card.like")}
        <span className="like-button__count" data-like-count="" suppressHydrationWarning />
      </button>
    </div>
  );
}
