import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { RewardsBar } from "./RewardsBar.tsx";
import type { PageRead } from "./rewards-client.ts";
import { useRewards } from "./use-rewards.ts";
import "./rewards.css";

/**
 * The story or video of the page (app/article/ArticleView.tsx marks it), whose read the page has
 * sent: only these pages' campaign links start a program (docs/behaviour/content.md#content-pages).
 */
function pageRead(): PageRead | null {
  const article = document.querySelector<HTMLElement>("article[data-article-id]");
  const id = Number(article?.dataset.articleId);
  const context = article?.dataset.context;
  return Number.isSafeInteger(id) && id > 0 && context ? { id, context } : null;
}

export type RewardsIslandProps = { variant: "badge" | "bar" };

/**
 * What a page shows of a stored program, loaded only when there is one (app/rewards/RewardsSlot.tsx):
 * the "new" layout's bar above its header, or elsewhere a small meter that opens the bar. On each
 * address it starts or refreshes the program, and it rechecks the read-article cache every
 * 100 ms while a program is stored.
 */
export function RewardsIsland({ variant }: RewardsIslandProps) {
  const t = useT("rewards");
  const { controller, state } = useRewards();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!controller) return;
    let stop = () => {};
    let cancelled = false;
    void controller.arrive({ pathname: location.pathname, search: location.search }, pageRead()).then(() => {
      if (!cancelled) stop = controller.watch();
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [controller, location.pathname, location.search]);

  // A share link or button of the page's story counts as a share of it (docs/behaviour/rewards.md#program-storage), under a program.
  const token = state?.token ?? null;
  useEffect(() => {
    if (!controller || !token) return;
    const onShare = (event: MouseEvent) => {
      const target = (event.target as Element | null)?.closest?.(".share a, .share button");
      if (target) void controller.share(pageRead());
    };
    document.addEventListener("click", onShare, true);
    return () => document.removeEventListener("click", onShare, true);
  }, [controller, token]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  if (!state || (!state.token && !state.message)) return null;
  if (variant === "bar") {
    return (
      <div className="rewards-top">
        <RewardsBar state={state} controller={controller} />
      </div>
    );
  }
  const percent = state.percent;
  return (
    <aside className="rewards-badge" aria-label={t("rewards.barLabel")}>
      {open ? (
        <div id={panelId} className="rewards-badge__panel">
          <RewardsBar state={state} controller={controller} messages={false} />
        </div>
      ) : null}
      {state.show || state.message ? (
        <button
          ref={button}
          type="button"
          className="rewards-badge__button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          data-testid="rewards-badge"
        >
          <span
            className="rewards-badge__ring"
            style={{ "--rewards-percent": `${percent}%` } as React.CSSProperties}
            aria-hidden="true"
          >
            {state.show ? `${percent}%` : "MB"}
          </span>
          <span className="sr-only">{open ? t("rewards.close") : t("rewards.open", { percent })}</span>
        </button>
      ) : null}
      <p
        className={`rewards-badge__message${state.message ? ` rewards-badge__message--${state.message.tone}` : ""}`}
        role="status"
        data-testid="rewards-message"
      >
        {state.message ? t(state.message.key, state.message.values) : null}
      </p>
    </aside>
  );
}
