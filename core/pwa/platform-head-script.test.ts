import { describe, expect, it, vi } from "vitest";
import { APP_HEIGHT_VAR, INSTALL_EVENT, INSTALL_WAKE, platformHeadScript } from "./platform-head-script.ts";

/** Runs the script with a fake window and document; answers their parts for the test to drive. */
function run(innerHeight = 640) {
  const listeners = new Map<string, (event?: unknown) => void>();
  const frames: (() => void)[] = [];
  const style = new Map<string, string>();
  const win: Record<string, unknown> = {
    innerHeight,
    addEventListener: (type: string, listener: (event?: unknown) => void) => listeners.set(type, listener),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  };
  const document = {
    documentElement: { style: { setProperty: (name: string, value: string) => style.set(name, value) } },
  };
  new Function("window", "document", platformHeadScript())(win, document);
  return { win, listeners, frames, style };
}

describe("the head's platform script", () => {
  it("exposes the viewport height to CSS before the first paint", () => {
    const { style } = run(640);
    expect(style.get(APP_HEIGHT_VAR)).toBe("640px");
  });

  it("recomputes it after a resize, once a frame however many resize events come", () => {
    const { win, listeners, frames, style } = run(640);
    win.innerHeight = 580;
    listeners.get("resize")?.();
    listeners.get("resize")?.();
    expect(frames).toHaveLength(1);
    expect(style.get(APP_HEIGHT_VAR)).toBe("640px");
    frames[0]?.();
    expect(style.get(APP_HEIGHT_VAR)).toBe("580px");
    win.innerHeight = 700;
    listeners.get("resize")?.();
    expect(frames).toHaveLength(2);
    frames[1]?.();
    expect(style.get(APP_HEIGHT_VAR)).toBe("700px");
  });

  it("keeps the browser's install event, without its own banner, and wakes a waiting starter", () => {
    const { win, listeners } = run();
    const first = { preventDefault: vi.fn() };
    listeners.get("beforeinstallprompt")?.(first);
    expect(first.preventDefault).toHaveBeenCalled();
    expect(win[INSTALL_EVENT]).toBe(first);
    const wake = vi.fn();
    win[INSTALL_WAKE] = wake;
    const second = { preventDefault: vi.fn() };
    listeners.get("beforeinstallprompt")?.(second);
    expect(win[INSTALL_EVENT]).toBe(second);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("forgets the event once the app is installed", () => {
    const { win, listeners } = run();
    listeners.get("beforeinstallprompt")?.({ preventDefault: () => {} });
    listeners.get("appinstalled")?.();
    expect(win[INSTALL_EVENT]).toBeNull();
  });
});
