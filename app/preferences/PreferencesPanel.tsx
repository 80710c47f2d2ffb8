import { useEffect, useState } from "react";
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
 * The display-settings panel of the header's "Aa" button: light, dark or system theme, and the
 * text size in four steps, stored in cookies and applied at once (preferences.ts). Loaded when the
 * panel is first opened (PreferencesMenu).
 */
export default function PreferencesPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT();
  const [theme, setTheme] = useState<Theme>("system");
  const [textSize, setTextSize] = useState<TextSize>(DEFAULT_TEXT_SIZE);

  // Escape closes the panel (PreferencesMenu).
  useEffect(() => {
    const close = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", close);
    return () => document.removeEventListener("keydown", close);
  }, [onClose]);

  // The reader's own choice, as the head script applied it.
  useEffect(() => {
    const current = currentPreferences();
    setTheme(current.theme);
    setTextSize(current.textSize);
  }, []);

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
    <div id={id} className="preferences__panel">
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
  );
}
