import { useContext, useEffect } from "react";
import { UNSAFE_NavigationContext, useNavigate } from "react-router";

/**
 * The path a click on this list link should navigate to inside the app, or null when the browser
 * should follow it itself: a modified or non-primary click (new tab, new window, download), a
 * target or download attribute, another origin, or a path outside this locale's basename.
 */
export function listLinkTarget(
  event: Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented">,
  anchor: Pick<HTMLAnchorElement, "href" | "target" | "hasAttribute">,
  origin: string,
  basename: string,
): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return null;
  const base = basename.replace(/\/+$/, "");
  if (base && url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return null;
  return `${url.pathname.slice(base.length) || "/"}${url.search}${url.hash}`;
}

/**
 * Client navigation for ListLink's plain anchors (`a[data-discover]`): one click listener on the
 * document. React Router's `<Link>`s carry the same mark, but React's own listener runs first and
 * marks their clicks handled, so they are left alone. Mounted once, by the root.
 */
export function useListLinkNavigation() {
  const navigate = useNavigate();
  const { basename } = useContext(UNSAFE_NavigationContext);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a[data-discover]");
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const to = listLinkTarget(event, anchor, window.location.origin, basename);
      if (to === null) return;
      event.preventDefault();
      navigate(to);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate, basename]);
}
