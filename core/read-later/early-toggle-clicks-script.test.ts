import { describe, expect, it, vi } from "vitest";
import { earlyToggleClicksScript } from "./early-toggle-clicks-script.ts";

/** Runs the script with a fake window and document; returns the click listener and the window. */
function run() {
  let listener: ((event: unknown) => void) | undefined;
  const win: Record<string, unknown> = {};
  const document = {
    addEventListener: (type: string, handler: (event: unknown) => void, capture: boolean) => {
      expect([type, capture]).toEqual(["click", true]);
      listener = handler;
    },
  };
  new Function("window", "document", earlyToggleClicksScript())(win, document);
  const click = (button: object | null) => {
    const event = {
      target: { closest: () => button },
      preventDefault: vi.fn(),
      stopPropagation: vi.fn(),
    };
    listener?.(event);
    return event;
  };
  return { win, click };
}

describe("the head's early toggle clicks", () => {
  it("keeps a toggle clicked before its listener, once, and wakes the starter", () => {
    const { win, click } = run();
    const toggle = { id: "t" };
    expect(click(toggle).preventDefault).toHaveBeenCalled();
    const wake = vi.fn();
    win.__icaroTogglesWake = wake;
    click(toggle);
    expect(win.__icaroEarlyToggles).toEqual([toggle]);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("lets other clicks through, and every click once the starter is ready", () => {
    const { win, click } = run();
    expect(click(null).preventDefault).not.toHaveBeenCalled();
    win.__icaroTogglesReady = true;
    expect(click({ id: "t" }).preventDefault).not.toHaveBeenCalled();
    expect(win.__icaroEarlyToggles).toEqual([]);
  });
});
