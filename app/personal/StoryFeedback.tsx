import { useState } from "react";
import { useBrowserApi } from "#app/api/use-browser-api.ts";
import { useT } from "#app/i18n/use-translation.ts";
import { setSourceBlocked } from "#core/ads/blocked-sources.ts";
import type {
  FeedbackJson,
  FeedbackKind,
  RecommendedArticleJson,
} from "#core/content/recommendation-reason.ts";
import { ACTION_TIMEOUT_MS, httpFailureKey } from "#core/page-load/http-client-errors.ts";
import { browserStorage } from "#core/storage/local-storage-entry.ts";
import { reasonText } from "./reason-text.ts";

type Props = {
  article: RecommendedArticleJson;
  apiPrefix: string;
  /** The reader's feedback was stored: the list drops what it covers and says so. */
  onFeedback: (feedback: FeedbackJson, article: RecommendedArticleJson) => void;
};

/**
 * "Why am I seeing this?" under a personalised card: the reason, and two ways to
 * shape the list — fewer stories like this one, or none from its source. A disclosure, so it
 * costs nothing until opened and works with the keyboard and screen readers as it is.
 */
export function StoryFeedback({ article, apiPrefix, onFeedback }: Props) {
  const t = useT("personal");
  const api = useBrowserApi();
  const [busy, setBusy] = useState<FeedbackKind | null>(null);
  // The failure's text: the HTTP client's when the request got no answer (docs/behaviour/platform.md#request-behaviour), else our own.
  const [failed, setFailed] = useState<string | null>(null);

  async function send(kind: FeedbackKind) {
    setBusy(kind);
    setFailed(null);
    try {
      const response = await api(`${apiPrefix}feedback`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ kind, article: { id: article.id, context: article.context } }),
        timeoutMs: ACTION_TIMEOUT_MS,
      });
      if (!response.ok) throw new Error(`feedback: ${response.status}`);
      const feedback = (await response.json()) as FeedbackJson;
      // The shared lists of every page hide this source from now on (core/ads/blocked-sources.ts).
      if (kind === "block") setSourceBlocked(browserStorage(), article.publisher.common_name, true);
      onFeedback(feedback, article);
    } catch (error) {
      setFailed(httpFailureKey(error) ?? "personal.why.failed");
    } finally {
      setBusy(null);
    }
  }

  return (
    <details className="story-why">
      <summary>{t("personal.why.summary")}</summary>
      <p>{reasonText(t, article)}</p>
      <div className="story-why__actions">
        <button
          type="button"
          className="button button--quiet"
          disabled={busy !== null}
          onClick={() => send("fewer")}
        >
          {t("personal.why.fewer")}
        </button>
        <button
          type="button"
          className="button button--quiet"
          disabled={busy !== null}
          onClick={() => send("block")}
        >
          {t("personal.why.block", { publisher: article.publisher.common_name })}
        </button>
      </div>
      {failed ? (
        <p role="alert" className="story-why__error">
          {t(failed)}
        </p>
      ) : null}
    </details>
  );
}
