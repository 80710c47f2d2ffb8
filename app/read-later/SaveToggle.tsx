import type { Translate } from "#core/translations.ts";

/**
 * The "Save for later" toggle as plain HTML (issue 20): no state, no handler, the same for every
 * reader, so cached pages and static islands can hold it. One delegated listener
 * (app/read-later/save-toggles.ts, loaded off the first load) paints it pressed when the story is
 * saved and handles it. `name` and `url` are given where no card link names the story.
 */
export function SaveToggle({
  id,
  context,
  t,
  name,
  url,
}: {
  id: number;
  context: string;
  t: Translate;
  name?: string;
  url?: string;
}) {
  return (
    <button
      type="button"
      className="save-toggle"
      data-save={`${context}:${id}`}
      data-name={name}
      data-url={url}
      aria-pressed="false"
      suppressHydrationWarning
    >
      {t("card.save")}
    </button>
  );
}
