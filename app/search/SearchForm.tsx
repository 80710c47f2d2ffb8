import { useId } from "react";
import { Form } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";
import { DEFAULT_SEARCH_SORT } from "#core/routing/search-urls.ts";
import { SEARCH_TEXT_MAX, type SearchSort } from "#core/search/search.ts";
import { SEARCH_FORM_KEY } from "#core/search/search-state.ts";

/**
 * The search pages' form: a plain GET form to /search (`?q=…`), whose loader redirects to the
 * free-text URL, so it works before any script; with scripts the router sends it the same way.
 * Sent empty, the page says so under the field (docs/behaviour/search.md#search-failure).
 */
export function SearchForm({
  query,
  sort,
  empty = false,
}: {
  query: string;
  sort: SearchSort;
  empty?: boolean;
}) {
  const t = useT("search");
  const id = useId();
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-labelledby={`${id}-label`}
      className="search-form"
      key={query}
    >
      <label id={`${id}-label`} htmlFor={`${id}-q`} className="search-form__label">
        {t("search.form.label")}
      </label>
      <div className="search-form__row">
        <input
          id={`${id}-q`}
          className="search-form__input"
          type="search"
          name={SEARCH_FORM_KEY}
          defaultValue={query}
          placeholder={t("search.form.placeholder")}
          maxLength={SEARCH_TEXT_MAX}
          autoComplete="off"
          enterKeyHint="search"
          aria-invalid={empty || undefined}
          aria-describedby={empty ? `${id}-error` : undefined}
        />
        {sort === DEFAULT_SEARCH_SORT ? null : <input type="hidden" name="sort" value={sort} />}
        <button type="submit" className="search-form__submit">
          {t("search.form.submit")}
        </button>
      </div>
      {empty ? (
        <p id={`${id}-error`} className="search-form__error" role="alert">
          {t("search.form.empty")}
        </p>
      ) : null}
    </Form>
  );
}
