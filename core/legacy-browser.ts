/**
 * Old Internet Explorer ("MSIE", "Trident/") and legacy Edge ("Edge/18"; the new Edge says
 * "Edg/") cannot run the app: they are sent to /notsupported (spec §2).
 */
export function isLegacyBrowser(userAgent: string | null | undefined): boolean {
  return !!userAgent && /MSIE |Trident\/|\bEdge\/\d/.test(userAgent);
}
