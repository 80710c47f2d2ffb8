/**
 * The TV player's keyboard shortcuts: space play/pause, m mute, c captions, f fullscreen, ←/→ seek
 * 5 s, ↑/↓ volume. Pure, so the key map is tested without a browser; the player applies the
 * action and announces it to screen readers.
 */
export type PlayerAction =
  | { type: "toggle-play" }
  | { type: "toggle-mute" }
  | { type: "toggle-captions" }
  | { type: "toggle-fullscreen" }
  | { type: "seek"; seconds: number }
  | { type: "volume"; delta: number };

export const SEEK_SECONDS = 5;
export const VOLUME_STEP = 0.1;

/** The `aria-keyshortcuts` value announcing the keys above (WAI-ARIA key names). */
export const PLAYER_KEYSHORTCUTS = "Space M C F ArrowLeft ArrowRight ArrowUp ArrowDown";

/**
 * The action of a key press, or null to leave the key to the browser: a modifier key means a
 * browser or system shortcut, and keys typed in a button, link or field are theirs (space presses
 * a button), so only presses on the video or the player's frame count.
 */
export function playerAction(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  targetIsControl: boolean;
}): PlayerAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.targetIsControl) return null;
  switch (event.key) {
    case " ":
    case "Spacebar":
      return { type: "toggle-play" };
    case "m":
    case "M":
      return { type: "toggle-mute" };
    case "c":
    case "C":
      return { type: "toggle-captions" };
    case "f":
    case "F":
      return { type: "toggle-fullscreen" };
    case "ArrowLeft":
      return { type: "seek", seconds: -SEEK_SECONDS };
    case "ArrowRight":
      return { type: "seek", seconds: SEEK_SECONDS };
    case "ArrowUp":
      return { type: "volume", delta: VOLUME_STEP };
    case "ArrowDown":
      return { type: "volume", delta: -VOLUME_STEP };
    default:
      return null;
  }
}

/** The new playback position of a seek, within the video. */
export function seekTime(current: number, seconds: number, duration: number): number {
  const end = Number.isFinite(duration) ? duration : Number.POSITIVE_INFINITY;
  return Math.min(end, Math.max(0, current + seconds));
}
