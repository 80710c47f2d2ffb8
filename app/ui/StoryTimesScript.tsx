import { useContext } from "react";
import { useRootData } from "#app/root-data.ts";
import { NonceContext } from "./nonce-context.ts";
import { TimeScriptContext } from "./server-script-context.ts";

/**
 * The inline script that keeps a cached page's "2h ago" and kick-off times right
 * (app/ui/relative-time-script.ts), written after the cards by the pages the page cache shares
 * (the home, the feeds). Server only: the browser keeps the server's script element as it is.
 */
export function StoryTimesScript() {
  const script = useContext(TimeScriptContext);
  const nonce = useContext(NonceContext);
  const locale = useRootData()?.locale;
  return (
    <script nonce={nonce} suppressHydrationWarning>
      {script && locale ? script(locale) : ""}
    </script>
  );
}
