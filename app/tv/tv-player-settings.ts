import { DEFAULT_VOLUME } from "#core/tv/tv-state.ts";

/**
 * The reader's volume and mute between videos (docs/behaviour/video-tv.md#tv-state TV state volume, isMuted default true).
 * Held in the browser's memory for this visit: moving from video to video is a client navigation,
 * so the next player starts as the reader left the last. A reload starts muted again, as the
 * browsers' autoplay rules want anyway.
 */
export type PlayerSettings = { volume: number; isMuted: boolean };

let settings: PlayerSettings = { volume: DEFAULT_VOLUME, isMuted: true };

export function playerSettings(): PlayerSettings {
  return settings;
}

export function keepPlayerSettings(next: PlayerSettings): void {
  settings = { volume: Math.min(1, Math.max(0, next.volume)), isMuted: next.isMuted };
}
