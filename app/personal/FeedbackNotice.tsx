import { useState } from "react";
import { useBrowserApi } from "#app/api/use-browser-api.ts";
import { useT } from "#app/i18n/use-translation.ts";
import { setSourceBlocked } from "#core/ads/blocked-sources.ts";
import type { FeedbackJson } from "#core/content/recommendation-reason.ts";
import { ACTION_TIMEOUT_MS, httpFailureKey } from "#core/page-load/http-client-errors.ts";
import { browserStorage } from "#core/storage/local-storage-entry.ts";

type Props = {
  feedback: FeedbackJson;
  /** The publisher's name, for a blocked source. */
  publisher: string;
  apiPrefix: string;
  /** The feedback was withdrawn: the list comes back as it was. */
  onUndone: (feedback: FeedbackJson) => void;
};

/** What the reader's feedback did, in a polite live region, with an Undo. */
export function FeedbackNotice({ feedback, publisher, apiPrefix, onUndone }: Props) {
  const t = useT("personal");
  const api = useBrowserApi();
  const [busy, setBusy] = useState(false);
  // The failure's text: the HTTP client's when the request got no answer (docs/behaviour/platform.md#request-behaviour), else our own.
  const [failed, setFailed] = useState<string | null>(null);

  async function undo() {
    setBusy(true);
    setFailed(null);
    try {
      const response = await api(`${apiPrefix}feedback`, {
        method: "DELETE",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ kind: feedback.kind, target: feedback.target }),
        timeoutMs: ACTION_TIMEOUT_MS,
      });
      if (!response.ok) throw new Error(`feedback: ${response.status}`);
      if (feedback.kind === "block") setSourceBlocked(browserStorage(), publisher, false);
      onUndone(feedback);
    } catch (error) {
      setFailed(httpFailureKey(error) ?? "personal.why.failed");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="feedback-notice" role="status">
      <p>
        {failed
          ? t(failed)
          : feedback.kind === "block"
            ? t("personal.notice.block", { publisher })
            : t("personal.notice.fewer")}
      </p>
      <button type="button" className="button button--quiet" disabled={busy} onClick={undo}>
        {t("personal.notice.undo")}
      </button>
    </div>
  );
}
