import { useEffect, useId, useState } from "react";
import { useT } from "#app/i18n/use-translation.ts";
import {
  applyPreference,
  currentPreferences,
  DEFAULT_TEXT_SIZE,
  TEXT_SIZES,
  type TextSize,
  THEMES,
  type Theme,
} from "./preferences.ts";

/**
 * The "Aa" button of the header and its panel: light, dark or system theme, and the text size in
 * four steps. The choice is stored in cookies and applied at once (app/preferences/preferences.ts).
 */
export function PreferencesMenu() {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [theme, setTheme] = useState<Theme>("system");
  const [textSize, setTextSize] = useState<TextSize>(DEFAULT_TEXT_SIZE);

  // The server renders the defaults for everyone; the browser knows the reader's own choice.
  useEffect(() => {
    const current = currentPreferences();
    setTheme(current.theme);
    setTextSize(current.textSize);
  }, []);

  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", close);
    return () => document.removeEventListener("keydown", close);
  }, [open]);

  const chooseTheme = (value: Theme) => {
    applyPreference("theme", value);
    setTheme(value);
  };
  const step = TEXT_SIZES.indexOf(textSize);
  const chooseSize = (index: number) => {
    const value = TEXT_SIZES[index];
    applyPreference("textSize", value);
    setTextSize(value);
  };

  return (
    <div className="preferences">
      <button
        type="button"
        className="preferences__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">Aa</span>
        <span className="sr-only">{t("preferences.label")}</span>
      </button>
      <div id={panelId} className="preferences__panel" hidden={!open}>
        <fieldset className="preferences__group">
          <legend>{t("preferences.theme")}</legend>
          {THEMES.map((value) => (
            <button
              key={value}
              type="button"
              className="preferences__choice"
              aria-pressed={theme === value}
              onClick={() => chooseTheme(value)}
            >
              {t(`preferences.themes.${value}`)}
            </button>
          ))}
        </fieldset>
        <fieldset className="preferences__group">
          <legend>{t("preferences.textSize")}</legend>
          <button
            type="button"
            className="preferences__choice"
            disabled={step === 0}
            onClick={() => chooseSize(step - 1)}
          >
            <span aria-hidden="true">A−</span>
            <span className="sr-only">{t("preferences.smaller")}</span>
          </button>
          <output className="preferences__size" aria-live="polite">
            {t("preferences.sizeStep", { step: step + 1, steps: TEXT_SIZES.length })}
          </output>
          <button
            type="button"
            className="preferences__choice"
            disabled={step === TEXT_SIZES.length - 1}
            onClick={() => chooseSize(step + 1)}
          >
            <span aria-hidden="true">A+</span>
            <span className="sr-only">{t("preferences.larger")}</span>
          </button>
        </fieldset>
      </div>
    </div>
  );
}
