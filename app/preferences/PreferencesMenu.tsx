import { lazy, Suspense, useId, useState } from "react";
import { useT } from "#app/i18n/use-translation.ts";

const loadPanel = () => import("./PreferencesPanel.tsx");
// Most readers never open it: its code is fetched when the pointer or focus reaches the button.
const PreferencesPanel = lazy(loadPanel);

/**
 * The "Aa" button of the header and its panel of display settings (PreferencesPanel), which is
 * rendered, and loaded, only once opened. Escape closes it (the panel listens, so that code loads with it).
 */
export function PreferencesMenu() {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);

  return (
    <div className="preferences">
      <button
        type="button"
        className="preferences__toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
      >
        <span aria-hidden="true">Aa</span>
        <span className="sr-only">{t("preferences.label")}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PreferencesPanel id={panelId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
