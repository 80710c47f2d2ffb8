import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";

const loadDropdown = () => import("./SearchDropdown.tsx");
// Off every page's first load: the combobox and its texts are fetched when the pointer or focus
// reaches the button.
const SearchDropdown = lazy(loadDropdown);

/**
 * The header's search (docs/behaviour/screens.md#default-layout: the search dropdown). Before scripts it is a link to the
 * search page and its plain form; with them it opens the dropdown with the autocomplete
 * (SearchDropdown), closed again on every navigation.
 */
export function HeaderSearch() {
  const t = useT();
  const { key } = useLocation();
  const [open, setOpen] = useState(false);
  // Marks the link as working (hydrated): before, a click follows it to the search page.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // Closed by a navigation (a pick, a search) and by Escape, which gives focus back to the button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a navigation (key)
  useEffect(() => setOpen(false), [key]);
  const button = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <Link
        ref={button}
        to="/search"
        className="header-search"
        aria-expanded={open}
        aria-controls={open ? "search-dropdown" : undefined}
        data-ready={ready || undefined}
        onPointerEnter={loadDropdown}
        onFocus={loadDropdown}
        onClick={(event) => {
          if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          setOpen(!open);
        }}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        <span className="header-search__label">{t("menu.search")}</span>
      </Link>
      {open ? (
        <Suspense fallback={null}>
          <SearchDropdown
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
