/**
 * The notice after a follow's alerts are saved (docs/behaviour/favorites.md#following): turning them on names the
 * profile in the success style; turning them off is shown in the error style; a change of what
 * they are about, with alerts staying on, is a plain success.
 */
export function alertsToast(
  wasOn: boolean,
  isOn: boolean,
): {
  text: "favorites.alerts.subscribed" | "favorites.alerts.unsubscribed" | "favorites.alerts.saved";
  tone: "success" | "error";
} {
  if (!wasOn && isOn) return { text: "favorites.alerts.subscribed", tone: "success" };
  if (wasOn && !isOn) return { text: "favorites.alerts.unsubscribed", tone: "error" };
  return { text: "favorites.alerts.saved", tone: "success" };
}
