import { describe, expect, it } from "vitest";
import { CLOSED_COMBOBOX, type ComboboxState, comboboxKey, withOptions } from "./search-combobox.ts";

const keys = (start: ComboboxState, ...pressed: string[]) =>
  pressed.reduce((state, key) => comboboxKey(state, key).state, start);

describe("the search combobox's keys", () => {
  it("shows new suggestions with none active, and no list without any", () => {
    expect(withOptions(4)).toEqual({ expanded: true, active: -1, count: 4 });
    expect(withOptions(0)).toEqual({ expanded: false, active: -1, count: 0 });
  });

  it("moves down and up through the options, wrapping at both ends", () => {
    const open = withOptions(3);
    expect(keys(open, "ArrowDown").active).toBe(0);
    expect(keys(open, "ArrowDown", "ArrowDown", "ArrowDown").active).toBe(2);
    expect(keys(open, "ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown").active).toBe(0);
    expect(keys(open, "ArrowUp").active).toBe(2);
    expect(keys(open, "ArrowDown", "ArrowUp").active).toBe(2);
    expect(keys(open, "ArrowDown", "ArrowDown", "ArrowUp").active).toBe(0);
  });

  it("opens a closed list with Down (first option) or Up (last)", () => {
    const closed = { expanded: false, active: -1, count: 3 };
    expect(comboboxKey(closed, "ArrowDown")).toEqual({
      state: { expanded: true, active: 0, count: 3 },
      effect: "none",
      handled: true,
    });
    expect(keys(closed, "ArrowUp")).toEqual({ expanded: true, active: 2, count: 3 });
  });

  it("leaves the arrows to the browser when there is nothing to show", () => {
    expect(comboboxKey(CLOSED_COMBOBOX, "ArrowDown")).toEqual({
      state: CLOSED_COMBOBOX,
      effect: "none",
      handled: false,
    });
    expect(comboboxKey(CLOSED_COMBOBOX, "ArrowUp").handled).toBe(false);
  });

  it("picks the active option with Enter", () => {
    const step = comboboxKey(keys(withOptions(3), "ArrowDown", "ArrowDown"), "Enter");
    expect(step.effect).toBe("pick");
    expect(step.handled).toBe(true);
    expect(step.state.active).toBe(1);
  });

  it("searches the text with Enter when no option is active", () => {
    expect(comboboxKey(withOptions(3), "Enter").effect).toBe("submit");
    expect(comboboxKey(CLOSED_COMBOBOX, "Enter")).toEqual({
      state: CLOSED_COMBOBOX,
      effect: "submit",
      handled: true,
    });
    // An option left active in a list Escape closed is not picked.
    expect(comboboxKey(keys(withOptions(3), "ArrowDown", "Escape"), "Enter").effect).toBe("submit");
  });

  it("closes the list with Escape, then the dropdown", () => {
    const first = comboboxKey(keys(withOptions(2), "ArrowDown"), "Escape");
    expect(first).toEqual({
      state: { expanded: false, active: -1, count: 2 },
      effect: "none",
      handled: true,
    });
    expect(comboboxKey(first.state, "Escape").effect).toBe("dismiss");
  });

  it("closes the list on Tab and lets focus move on", () => {
    expect(comboboxKey(keys(withOptions(2), "ArrowDown"), "Tab")).toEqual({
      state: { expanded: false, active: -1, count: 2 },
      effect: "none",
      handled: false,
    });
  });

  it.each(["a", "Home", "End", "ArrowLeft", " "])("leaves %j to the input", (key) => {
    const state = keys(withOptions(2), "ArrowDown");
    expect(comboboxKey(state, key)).toEqual({ state, effect: "none", handled: false });
  });
});
