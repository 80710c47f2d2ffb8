import { useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { clientFailureText } from "#app/api/client-failure.ts";
import { useBrowserApi } from "#app/api/use-browser-api.ts";
import { useI18n } from "#app/i18n/use-translation.ts";
import { useApiPrefix, useRootData } from "#app/root-data.ts";
import { formatDate } from "#core/i18n/format.ts";
import { ACTION_TIMEOUT_MS } from "#core/page-load/http-client-errors.ts";
import {
  bookmarksHtml,
  type ReadLaterItem,
  visibleSlice,
  withoutSaved,
} from "#core/read-later/read-later.ts";
import { type LocalReadLater, removesWhenOpened } from "#core/read-later/read-later-store.ts";
import { READ_LATER_EVENT, readLocalList, writeLocalList } from "./local-read-later.ts";
import { READ_LATER_PER, type ReadLaterPageData } from "./read-later-data.ts";
import "./read-later.css";

/** Offers a file the browser downloads (a guest's export, made from the device's list). */
function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const isPath = (url: string) => url.startsWith("/") && !url.startsWith("//");

/**
 * The read-later list (docs/behaviour/accounts.md#account-pages /readlater, /accounts/user/signedin/saved): the visible slice of
 * per × page stories with "More", remove buttons, the empty state, and exports (JSON, bookmarks).
 * A guest's list is the device's (read after hydration: the server cannot see it); a signed-in
 * reader's comes from the server, and removing also updates the device's mirror.
 */
export function ReadLaterList({ data, headingId }: { data: ReadLaterPageData; headingId: string }) {
  const i18n = useI18n("account");
  const t = i18n.t;
  const root = useRootData();
  const api = useBrowserApi();
  const revalidator = useRevalidator();
  const siteName = root?.site?.name ?? "";
  const apiPrefix = useApiPrefix();
  const [local, setLocal] = useState<LocalReadLater | null>(null);
  const [status, setStatus] = useState("");

  useEffect(() => {
    if (data.server || !siteName) return;
    const read = () => setLocal(readLocalList(siteName));
    read();
    window.addEventListener(READ_LATER_EVENT, read);
    window.addEventListener("storage", read);
    return () => {
      window.removeEventListener(READ_LATER_EVENT, read);
      window.removeEventListener("storage", read);
    };
  }, [data.server, siteName]);

  const guest = data.server === null;
  const all = guest ? (local?.account === null ? local.items : []) : (data.server?.items ?? []);
  const total = guest ? all.length : (data.server?.total ?? 0);
  const shown = visibleSlice(all, READ_LATER_PER, data.page);

  const removeLocally = (item: ReadLaterItem) => {
    const list = readLocalList(siteName);
    writeLocalList(siteName, { ...list, items: withoutSaved(list.items, item) });
  };
  const remove = async (item: ReadLaterItem) => {
    if (guest) {
      removeLocally(item);
      setStatus(t("account.readLater.removed"));
      return;
    }
    try {
      const response = await api(`${apiPrefix}read_later`, {
        method: "DELETE",
        body: JSON.stringify({ id: item.id, context: item.context }),
        timeoutMs: ACTION_TIMEOUT_MS,
      });
      if (!response.ok && response.status !== 404) throw new Error(String(response.status));
    } catch (error) {
      // A request that got no answer says the HTTP client's text (docs/behaviour/platform.md#request-behaviour).
      setStatus((await clientFailureText(i18n, error)) ?? t("account.readLater.failed"));
      return;
    }
    removeLocally(item);
    setStatus(t("account.readLater.removed"));
    await revalidator.revalidate();
  };

  if (guest && local === null) return <div className="read-later" aria-busy="true" />;
  const locale = i18n.language;
  return (
    <div className="read-later">
      <p className="read-later__intro">
        {t(guest ? "account.readLater.intro" : "account.readLater.introAccount")}
      </p>
      {shown.length === 0 ? (
        <>
          <p className="empty-state">{t(guest ? "account.readLater.empty" : "account.saved.empty")}</p>
          <Link className="button" to="/">
            {t(guest ? "account.readLater.browse" : "account.saved.browse")}
          </Link>
        </>
      ) : (
        <>
          <ul className="read-later__list" aria-labelledby={headingId}>
            {shown.map((item) => (
              <li key={`${item.context}:${item.id}`} className="read-later__item">
                {isPath(item.url) ? (
                  <Link className="read-later__link" to={item.url}>
                    {item.name}
                  </Link>
                ) : (
                  <a
                    className="read-later__link"
                    href={item.url}
                    rel="noopener noreferrer"
                    onClick={() => {
                      // docs/behaviour/read-later.md#offline-items: an offline item that opens elsewhere leaves the list.
                      if (guest && removesWhenOpened(item, window.location.origin)) removeLocally(item);
                    }}
                  >
                    {item.name}
                  </a>
                )}
                <time className="read-later__date" dateTime={item.saved_at}>
                  {formatDate(item.saved_at, locale, { dateStyle: "medium", timeZone: "UTC" })}
                </time>
                <button
                  type="button"
                  className="button button--secondary read-later__remove"
                  aria-label={t("account.readLater.removeNamed", { name: item.name })}
                  onClick={() => void remove(item)}
                >
                  {t("account.readLater.remove")}
                </button>
              </li>
            ))}
          </ul>
          <p className="read-later__shown">{t("account.readLater.shown", { shown: shown.length, total })}</p>
          {total > shown.length ? (
            <Link className="button" to={`?page=${data.page + 1}`} preventScrollReset>
              {t("account.readLater.more")}
            </Link>
          ) : null}
          <section className="read-later__export" aria-labelledby={`${headingId}-export`}>
            <h2 id={`${headingId}-export`}>{t("account.readLater.exportHeading")}</h2>
            {guest ? (
              <div className="actions">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() =>
                    download(
                      "read-later.json",
                      "application/json",
                      JSON.stringify({ exported_at: new Date().toISOString(), items: all }, null, 2),
                    )
                  }
                >
                  {t("account.readLater.exportJson")}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() =>
                    download(
                      "read-later.html",
                      "text/html",
                      bookmarksHtml(all, {
                        title: t("account.readLater.title"),
                        origin: window.location.origin,
                      }),
                    )
                  }
                >
                  {t("account.readLater.exportBookmarks")}
                </button>
              </div>
            ) : (
              <div className="actions">
                <a
                  className="button button--secondary"
                  href={`${apiPrefix}read_later/export?format=json`}
                  download
                >
                  {t("account.readLater.exportJson")}
                </a>
                <a
                  className="button button--secondary"
                  href={`${apiPrefix}read_later/export?format=html`}
                  download
                >
                  {t("account.readLater.exportBookmarks")}
                </a>
              </div>
            )}
          </section>
        </>
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
