import type { INSTALL_EVENT, INSTALL_WAKE } from "#core/pwa/platform-head-script.ts";

/** The browser's install event, as the head's platform script keeps it. */
export type InstallEvent = Event & {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

export type InstallWindow = Window & {
  [INSTALL_EVENT]?: InstallEvent | null;
  [INSTALL_WAKE]?: (() => void) | undefined;
};

/** The page runs as the installed app. */
export function runsInstalled(win: Window = window): boolean {
  return (
    win.matchMedia?.("(display-mode: standalone)").matches === true ||
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}
