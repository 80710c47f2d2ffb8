import { Link, useLocation, useNavigate } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { historyIndex, type TvNavigationState, tvDepthOf, tvFromApp } from "./tv-navigation.ts";

/**
 * The layout's return control (docs/behaviour/limits.md#images: the return icon, 25 px, white): back to where the reader
 * was before this chain of videos — the history entry before the first video when they came by the
 * site's own links, else a page of this site that sent them, else /tv. A plain link to /tv without
 * a script.
 */
export function TvReturnLink() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as TvNavigationState | null;
  const depth = tvDepthOf(state);
  const fromApp = tvFromApp(state, historyIndex());
  return (
    <Link
      to="/tv"
      className="tv-return"
      onClick={(event) => {
        // Opened from another page of the site: back before the first video of the chain.
        if (fromApp) {
          event.preventDefault();
          navigate(-(depth + 1));
          return;
        }
        const referrer = document.referrer ? new URL(document.referrer) : null;
        if (
          referrer &&
          referrer.origin === window.location.origin &&
          referrer.href !== window.location.href
        ) {
          event.preventDefault();
          window.location.assign(referrer.href);
        }
      }}
    >
      <svg width="25" height="25" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" fill="#fff" />
      </svg>
      <span>{t("tv.video.back")}</span>
    </Link>
  );
}
