import type { RootData } from "#app/root-data.ts";
import { startInstallPrompt } from "./install-prompt-starter.ts";
import { refreshRemoteConfig } from "./remote-config.ts";

/**
 * The installable app's part of what every page starts once idle: the install offer (counting
 * the visit; the prompt itself is one more chunk, loaded when it is offered) and the remote config.
 * A chunk of its own, loaded by the after-load chunk (app/idle/after-load.ts): the prompt's chunk
 * shares modules with this one, and a shared module inside the after-load chunk would make it
 * export mangled names, which the shell's import of it — on every page — would pay for.
 */
export function startPwa(root: RootData | undefined): void {
  startInstallPrompt(root);
  void refreshRemoteConfig(root);
}
