import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/**
 * Open/closed state of a menu that is forced closed on every navigation (docs/behaviour/screens.md#hamburger-menu: the
 * hamburger menu; the sports category menu behaves the same).
 */
export function useNavigationDisclosure() {
  const { key } = useLocation();
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a navigation (key)
  useEffect(() => setOpen(false), [key]);
  return { open, toggle: () => setOpen((value) => !value) };
}
