import { Children, cloneElement, isValidElement, type ReactNode } from "react";
import { Scripts } from "react-router";

type ScriptsProps = Parameters<typeof Scripts>[0];

/**
 * React Router's `<Scripts>` with its `<link rel="modulepreload">`s fetched at low priority.
 * React hoists those links into `<head>` before the stylesheets, and Chrome fetches module
 * preloads at High priority: on a phone ~25 of them (≈110 KB) compete with the CSS and the LCP
 * image, and Lighthouse's simulation counts them as render-blocking. The page is fully
 * server-rendered, so the scripts can wait for what paints it; they still start downloading at
 * once. `Scripts` is called as a function (its hooks become this component's) because it offers no
 * way to set attributes on the links it renders.
 */
export function LowPriorityScripts(props: ScriptsProps) {
  const scripts = Scripts(props);
  if (!isValidElement<{ children?: ReactNode }>(scripts)) return scripts;
  const children = Children.map(scripts.props.children, (child) =>
    isValidElement(child) && child.type === "link"
      ? cloneElement(child as React.ReactElement<{ fetchPriority?: string }>, { fetchPriority: "low" })
      : child,
  );
  return cloneElement(scripts, undefined, children);
}
