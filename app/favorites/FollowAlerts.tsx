import { useEffect, useState } from "react";
import { useBrowserApi } from "#app/api/use-browser-api.ts";
import { useI18n } from "#app/i18n/use-translation.ts";
import { useApiPrefix, useRootData } from "#app/root-data.ts";
import { ALERT_KINDS, type AlertKind, type AlertSettings, type FollowJson } from "#core/favorites/follows.ts";
import { alertsToast } from "#core/push/alerts-toast.ts";

/**
 * A follow's alerts (docs/decisions/0066-web-push-alerts.md): a switch for its push alerts and, while on, one checkbox
 * per kind (kick-off, goals, full time, breaking news). Turning alerts on first asks the browser
 * for permission and a push subscription (enablePushAlerts, never on page load); each change is
 * saved at once, busy meanwhile, and put back with a notice if it fails.
 */
export function FollowAlerts({ follow }: { follow: FollowJson }) {
  const i18n = useI18n("favorites");
  const t = i18n.t;
  const api = useBrowserApi();
  const root = useRootData();
  const apiPrefix = useApiPrefix();
  const name = follow.common_name || follow.name;
  const [pushOn, setPushOn] = useState(follow.push_on === 1);
  const [alerts, setAlerts] = useState<AlertSettings>(follow.alerts);
  const [busy, setBusy] = useState(false);
  // docs/behaviour/favorites.md#follow-alerts: where this browser cannot have alerts (or enabling failed), the controls are hidden.
  const siteName = root?.site?.name ?? "";
  const [available, setAvailable] = useState(true);
  useEffect(() => {
    void import("#app/notifications/push-alerts.ts").then(({ pushAlertsAvailable }) =>
      setAvailable(pushAlertsAvailable({ siteName })),
    );
  }, [siteName]);

  const save = async (nextOn: boolean, nextAlerts: AlertSettings) => {
    const before = { pushOn, alerts };
    setBusy(true);
    setPushOn(nextOn);
    setAlerts(nextAlerts);
    const [{ saveAlerts }, { showToast }, { turnOnAlerts }, { clientFailureText }] = await Promise.all([
      import("./alerts-client.ts"),
      import("#app/ui/show-toast.ts"),
      import("./turn-on-alerts.ts"),
      import("#app/api/client-failure.ts"),
    ]);
    // Alerts need this browser's permission and push subscription, asked only now.
    const endpoint = nextOn && !before.pushOn ? await turnOnAlerts(api, apiPrefix, siteName) : undefined;
    const allowed = endpoint !== null;
    let saved: FollowJson | null = null;
    let failure: unknown;
    try {
      saved = allowed ? await saveAlerts(api, apiPrefix, follow, nextOn, nextAlerts, endpoint) : null;
    } catch (error) {
      failure = error;
    }
    const closing = { closeLabel: t("favorites.notice_close") };
    if (!saved) {
      // A request that got no answer says the HTTP client's text (docs/behaviour/platform.md#request-behaviour).
      const text = await clientFailureText(i18n, failure);
      setBusy(false);
      setPushOn(before.pushOn);
      setAlerts(before.alerts);
      showToast(
        text ?? t(allowed ? "favorites.alerts.error" : "favorites.alerts.unsupported", { name }),
        "error",
        closing,
      );
      return;
    }
    setBusy(false);
    setPushOn(saved.push_on === 1);
    setAlerts(saved.alerts);
    // docs/behaviour/favorites.md#following: subscribing says so with the name (success); unsubscribing is shown in error style.
    const { text, tone } = alertsToast(before.pushOn, saved.push_on === 1);
    showToast(t(text, { name }), tone, closing);
  };

  const kindsId = `alerts-${follow.context}-${follow.id}`;
  if (!available && !pushOn) {
    return <p className="favorites-alerts favorites-row__kind">{t("favorites.alerts.unsupported")}</p>;
  }
  return (
    <div className="favorites-alerts" aria-busy={busy || undefined}>
      <button
        type="button"
        role="switch"
        className="favorites-switch"
        aria-checked={pushOn}
        aria-label={t("favorites.alerts.switch", { name })}
        aria-controls={pushOn ? kindsId : undefined}
        disabled={busy}
        onClick={() => void save(!pushOn, alerts)}
      >
        <span className="favorites-switch__track" aria-hidden="true" />
        <span className="favorites-switch__text" aria-hidden="true">
          {t("favorites.alerts.heading")}
        </span>
      </button>
      {pushOn ? (
        <fieldset id={kindsId} className="favorites-alerts__kinds" disabled={busy}>
          <legend className="sr-only">{t("favorites.alerts.kinds", { name })}</legend>
          {ALERT_KINDS.map((kind: AlertKind) => (
            <label key={kind}>
              <input
                type="checkbox"
                checked={alerts[kind]}
                onChange={(event) => void save(true, { ...alerts, [kind]: event.currentTarget.checked })}
              />
              {t(`favorites.alerts.${kind}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
