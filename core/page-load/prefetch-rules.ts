/**
 * When the browser may fetch likely next pages while idle (docs/behaviour/offline-push.md#connectivity, docs/behaviour/limits.md#timers idle prefetch
 * 2000 ms, docs/decisions/0084-offline-reading-and-offline-queue.md): never offline, never on a 2g connection, never when
 * the reader asks to save data (the browser's Save-Data, or the site's runtime "data saving").
 */

/** docs/behaviour/limits.md#timers Idle prefetch timeout: the idle callback runs within this long at the latest. */
export const IDLE_PREFETCH_TIMEOUT_MS = 2000;

export type ConnectionState = {
  online: boolean;
  /** `navigator.connection.effectiveType` where the browser tells it. */
  effectiveType?: string;
  /** `navigator.connection.saveData`. */
  saveData?: boolean;
  /** The runtime configuration's "data saving" (docs/behaviour/limits.md#brand, default false). */
  dataSaving?: boolean;
};

export function mayPrefetch({ online, effectiveType, saveData, dataSaving }: ConnectionState): boolean {
  if (!online || saveData === true || dataSaving === true) return false;
  return effectiveType !== "2g" && effectiveType !== "slow-2g";
}
