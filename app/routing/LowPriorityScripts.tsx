import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";
import { deferModuleScript } from "./defer-module-script.ts";

type ScriptsProps = Parameters<typeof Scripts>[0];
type ElementProps = {
  children?: ReactNode;
  type?: string;
  dangerouslySetInnerHTML?: { __html: string | TrustedHTML };
};

function flatten(node: ReactNode): ReactElement<ElementProps>[] {
  if (!isValidElement<ElementProps>(node)) return [];
  if (node.type === Fragment) return Children.toArray(node.props.children).flatMap(flatten);
  return [node];
}

/**
 * `<Scripts>`' elements with the module script deferred (defer-module-script.ts) and its preload
 * links moved into it; if the script cannot be deferred, the links stay, at low priority.
 */
function adjust(node: ReactNode): ReactNode {
  const elements = flatten(node);
  const links = elements.filter((element) => element.type === "link");
  const preloads = links.map((link) => String((link.props as { href?: string }).href));
  let deferred = false;
  const adjusted = elements.map((element) => {
    const html = element.props.dangerouslySetInnerHTML?.__html;
    if (element.type !== "script" || element.props.type !== "module" || typeof html !== "string")
      return element;
    const source = deferModuleScript(html, preloads);
    if (!source) return element;
    deferred = true;
    return cloneElement(element, { dangerouslySetInnerHTML: { __html: source } });
  });
  const shown: ReactElement[] = [];
  for (const element of adjusted) {
    if (element.type !== "link") shown.push(element);
    else if (!deferred) {
      shown.push(cloneElement(element as ReactElement<{ fetchPriority?: string }>, { fetchPriority: "low" }));
    }
  }
  return <>{shown.map((element, index) => cloneElement(element, { key: element.key ?? index }))}</>;
}

/**
 * React Router's `<Scripts>`, made to wait for what paints the page (it is fully server-rendered).
 * React hoists its `<link rel="modulepreload">`s into `<head>` before the stylesheets, and Chrome
 * fetches module preloads at High priority: on a phone ~25 of them (≈110 KB) competed with the
 * CSS and the LCP picture, and Lighthouse counted every script loaded before the LCP as blocking
 * it (module scripts have no EvaluateScript event, so its simulation cannot tell they did not).
 * Here the module script fetches them, and runs, once the content is painted
 * (defer-module-script.ts). `Scripts` is called as a function (its hooks become this component's)
 * because it offers no way to change what it renders.
 */
export function LowPriorityScripts(props: ScriptsProps) {
  // Only the server's HTML needs the change (the browser renders these elements once, while
  // hydrating, and React keeps the server's script text), so the browser bundle leaves it out.
  if (import.meta.env.SSR) return adjust(Scripts(props));
  return Scripts(props);
}
