/**
 * The keyboard of the header's search combobox (ARIA 1.2 combobox with a listbox popup, list
 * autocomplete without automatic selection): which option is active, whether the list is shown,
 * and what a key asks the component to do. Pure, so every key is tested without a browser.
 */

export type ComboboxState = {
  /** The listbox is shown (aria-expanded). */
  expanded: boolean;
  /** Index of the active option (aria-activedescendant), -1 for none: focus stays in the input. */
  active: number;
  /** How many options the list holds. */
  count: number;
};

/** What the component does after a key: nothing more, open the active option, search the text, or close the dropdown. */
export type ComboboxEffect = "none" | "pick" | "submit" | "dismiss";

export type ComboboxStep = {
  state: ComboboxState;
  effect: ComboboxEffect;
  /** The key was the combobox's: the browser's own action (moving the caret, submitting) is prevented. */
  handled: boolean;
};

export const CLOSED_COMBOBOX: ComboboxState = { expanded: false, active: -1, count: 0 };

/** New suggestions arrived: shown when there are any, none of them active (the reader's text stays). */
export function withOptions(count: number): ComboboxState {
  return { expanded: count > 0, active: -1, count };
}

/**
 * One key in the input. Down and Up open the list and move through it, wrapping at its ends;
 * Enter opens the active option, or with none searches the text; Escape closes the list, and
 * with the list already closed, the dropdown; Tab closes the list and lets focus go on.
 */
export function comboboxKey(state: ComboboxState, key: string): ComboboxStep {
  const { count } = state;
  switch (key) {
    case "ArrowDown": {
      if (count === 0) return { state, effect: "none", handled: false };
      const active = state.expanded ? (state.active + 1) % count : 0;
      return { state: { ...state, expanded: true, active }, effect: "none", handled: true };
    }
    case "ArrowUp": {
      if (count === 0) return { state, effect: "none", handled: false };
      const active = state.expanded && state.active > 0 ? state.active - 1 : count - 1;
      return { state: { ...state, expanded: true, active }, effect: "none", handled: true };
    }
    case "Enter":
      if (state.expanded && state.active >= 0 && state.active < count) {
        return { state: { ...state, expanded: false }, effect: "pick", handled: true };
      }
      return { state: { ...state, expanded: false, active: -1 }, effect: "submit", handled: true };
    case "Escape":
      if (state.expanded)
        return { state: { ...state, expanded: false, active: -1 }, effect: "none", handled: true };
      return { state, effect: "dismiss", handled: true };
    case "Tab":
      return { state: { ...state, expanded: false, active: -1 }, effect: "none", handled: false };
    default:
      return { state, effect: "none", handled: false };
  }
}
