import { useT } from "#app/i18n/use-translation.ts";

/**
 * A story's or a video's own actions under its title: the read-later toggle as plain HTML (the
 * page may come from the cache), and the place the like button is added to, both driven by
 * app/read-later/save-toggles.ts. The toggle's text is the server's: the browser leaves it as it is
 * until the listener names the toggle's state.
 */
export function StoryActions({ article }: { article: { context: string; id: number | string } }) {
  const t = useT();
  const key = `${article.context}:${article.id}`;
  return (
    <div className="story-actions" data-like={key}>
      <button
        type="button"
        className="save-toggle"
        data-save={key}
        aria-pressed="false"
        suppressHydrationWarning
      >
        {import.meta.env.SSR ? t("account.readLater.save") : ""}
      </button>
    </div>
  );
}
