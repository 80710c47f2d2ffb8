import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { useBrowserApi } from "#app/api/use-browser-api.ts";
import { useData } from "#app/api/use-data.ts";
import { useI18n } from "#app/i18n/use-translation.ts";
import { articleHref } from "#app/ui/article-href.ts";
import type { ProfileJson } from "#core/content/content.ts";
import { localizeArticle, localizeProfile } from "#core/i18n/localized-names.ts";
import { searchEntityPath, searchPath, trendingPath } from "#core/routing/search-urls.ts";
import { SEARCH_TEXT_MAX, type SearchAutocompleteJson } from "#core/search/search.ts";
import { CLOSED_COMBOBOX, comboboxKey, withOptions } from "#core/search/search-combobox.ts";
import {
  autocompleteApiPath,
  cleanQuery,
  SEARCH_FORM_KEY,
  type SearchCardJson,
  toSearchCard,
} from "#core/search/search-state.ts";
import { Highlighted } from "./Highlighted.tsx";
import "./search-dropdown.css";

/** docs/behaviour/search.md#query-rules: the suggestions wait until typing pauses this long. */
const DEBOUNCE_MS = 200;

type Suggestions = { profiles: ProfileJson[]; stories: SearchCardJson[] };

const NO_SUGGESTIONS: Suggestions = { profiles: [], stories: [] };

/**
 * The header's search dropdown (docs/behaviour/screens.md#default-layout, docs/behaviour/search.md#query-rules): an ARIA 1.2 combobox whose listbox offers
 * profiles (five, docs/behaviour/limits.md#page-sizes) and top stories for the trimmed text, asked for once typing pauses; an
 * empty text clears them. Up and Down move through them, Enter opens the one chosen — a profile
 * shows everything about it (the entity search), a story opens — or, with none chosen, searches
 * the text; an empty text says the query cannot be empty (docs/behaviour/search.md#query-rules). Escape closes the list, then
 * the dropdown. It is a GET form to /search too, the same as the search page's.
 */
export default function SearchDropdown({ onClose }: { onClose: () => void }) {
  const { t, language } = useI18n("search");
  const api = useBrowserApi();
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [text, setText] = useState("");
  const [combobox, setCombobox] = useState(CLOSED_COMBOBOX);
  const [error, setError] = useState(false);
  // The text asked about, once typing pauses; the latest answer wins (app/api/use-data.ts).
  const [query, setQuery] = useState("");

  useEffect(() => input.current?.focus(), []);

  // A search, a pick or a link closes the dropdown as its navigation starts: waiting for the next
  // page left it open over the results while they loaded.
  const leaving = useNavigation().location;
  useEffect(() => {
    if (leaving) onClose();
  }, [leaving, onClose]);

  // A click outside the dropdown and its button closes it.
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || panel.current?.previousElementSibling?.contains(target)) return;
      onClose();
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [onClose]);

  useEffect(() => {
    const cleaned = cleanQuery(text);
    if (!cleaned) {
      setQuery("");
      return;
    }
    const timer = setTimeout(() => setQuery(cleaned), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const asked = useData<Suggestions>(query ? autocompleteApiPath(query, language) : null, async (signal) => {
    const response = await api(autocompleteApiPath(query, language), { signal });
    if (!response.ok) throw new Error(`autocomplete: ${response.status}`);
    const answer = (await response.json()) as SearchAutocompleteJson;
    return {
      profiles: answer.profiles.map((profile) => localizeProfile(profile, language)),
      stories: answer.articles.map((article) => toSearchCard(localizeArticle(article, language))),
    };
  });
  // The last answer stays while the next loads; a failed request offers nothing (the form still
  // searches the text).
  const suggestions: Suggestions | null = !query ? null : asked.error ? NO_SUGGESTIONS : (asked.data ?? null);
  // The list opens when an answer arrives and closes when the text is cleared or fails.
  useEffect(() => {
    const found = suggestions ? suggestions.profiles.length + suggestions.stories.length : 0;
    setCombobox(found > 0 ? withOptions(found) : CLOSED_COMBOBOX);
  }, [suggestions]);

  const profiles = suggestions?.profiles ?? [];
  const stories = suggestions?.stories ?? [];
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (index: number) => {
    const profile = profiles[index];
    const story = stories[index - profiles.length];
    if (profile) navigate(searchEntityPath({ context: profile.context, id: profile.id, name: profile.name }));
    else if (story) navigate(articleHref(story));
  };

  const submit = () => {
    const query = cleanQuery(text);
    if (!query) {
      setError(true);
      input.current?.focus();
      return;
    }
    navigate(searchPath({ query }));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const step = comboboxKey(combobox, event.key);
    if (step.handled) event.preventDefault();
    setCombobox(step.state);
    if (step.effect === "pick") pick(combobox.active);
    else if (step.effect === "submit") submit();
    else if (step.effect === "dismiss") onClose();
  };

  const option = (index: number, content: React.ReactNode) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the input (aria-activedescendant).
    // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input; the option is its active descendant.
    <div
      key={optionId(index)}
      id={optionId(index)}
      role="option"
      aria-selected={combobox.active === index}
      className="search-dropdown__option"
      // Keeps focus in the input, where the keyboard is.
      onPointerDown={(event) => event.preventDefault()}
      onClick={() => pick(index)}
    >
      {content}
    </div>
  );

  const count = profiles.length + stories.length;
  const status = asked.showPending
    ? t("search.dropdown.searching")
    : suggestions === null
      ? ""
      : count > 0
        ? t("search.dropdown.suggestions", { count })
        : t("search.dropdown.none");

  return (
    <div ref={panel} id="search-dropdown" className="search-dropdown">
      <Form
        method="get"
        action="/search"
        role="search"
        // Named, so the header's search and a search page's own form are two landmarks a screen
        // reader tells apart (axe landmark-unique).
        aria-label={t("search.dropdown.label")}
        className="search-dropdown__form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {t("search.dropdown.label")}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          className="search-dropdown__input"
          type="text"
          name={SEARCH_FORM_KEY}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={combobox.expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={
            combobox.expanded && combobox.active >= 0 ? optionId(combobox.active) : undefined
          }
          aria-invalid={error || undefined}
          aria-describedby={`${id}-error`}
          value={text}
          maxLength={SEARCH_TEXT_MAX}
          placeholder={t("search.form.placeholder")}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          onChange={(event) => {
            setText(event.target.value);
            setError(false);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setCombobox((state) => ({ ...state, expanded: false, active: -1 }))}
          onFocus={() => setCombobox((state) => (state.count > 0 ? { ...state, expanded: true } : state))}
        />
        <button type="submit" className="search-dropdown__submit">
          {t("search.form.submit")}
        </button>
        <button type="button" className="search-dropdown__close" onClick={onClose}>
          <span aria-hidden="true">✕</span>
          <span className="sr-only">{t("search.dropdown.close")}</span>
        </button>
      </Form>
      <p id={`${id}-error`} className="search-dropdown__error" aria-live="assertive">
        {error ? t("search.form.empty") : ""}
      </p>
      {/* Seen while an answer takes longer than 200 ms (docs/behaviour/limits.md#timers), heard always. */}
      <p className={asked.showPending ? "search-dropdown__pending" : "sr-only"} role="status">
        {status}
      </p>
      {/* Only while it has options: a listbox must hold some, and a collapsed combobox may name a list not there. */}
      {count > 0 ? (
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={t("search.dropdown.label")}
          className="search-dropdown__list"
          hidden={!combobox.expanded}
        >
          {profiles.length > 0 ? (
            <div className="search-dropdown__group" aria-hidden="true">
              {t("search.dropdown.profiles")}
            </div>
          ) : null}
          {profiles.map((profile, index) =>
            option(
              index,
              <>
                <span className="search-dropdown__avatar" aria-hidden="true">
                  {profile.photo.small ? (
                    <img src={profile.photo.small} alt="" width={32} height={32} loading="lazy" />
                  ) : (
                    profile.name.slice(0, 1)
                  )}
                </span>
                <span className="search-dropdown__name">{profile.name}</span>
                <span className="search-dropdown__kind">{t(`search.contexts.${profile.context}`)}</span>
              </>,
            ),
          )}
          {stories.length > 0 ? (
            <div className="search-dropdown__group" aria-hidden="true">
              {t("search.dropdown.stories")}
            </div>
          ) : null}
          {stories.map((story, index) =>
            option(
              profiles.length + index,
              <>
                <span className="search-dropdown__name">
                  <Highlighted
                    parts={
                      story.highlight.name.length > 0
                        ? story.highlight.name
                        : [{ text: story.name, match: false }]
                    }
                  />
                </span>
                <span className="search-dropdown__kind">{story.publisher.common_name}</span>
              </>,
            ),
          )}
        </div>
      ) : null}
      {cleanQuery(text) ? null : (
        <p className="search-dropdown__trending">
          <Link to={trendingPath()}>{t("search.trending.link")}</Link>
        </p>
      )}
    </div>
  );
}
