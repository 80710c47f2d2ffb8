import { Outlet } from "react-router";
import { RouteErrorView } from "./RouteErrorView.tsx";
import { RouteTitle } from "./RouteTitle.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

/**
 * A dark reading page (docs/behaviour/screens.md#dark-layout: dark): one masthead, the page, the footer. Its sticky
 * second header with the reading-progress bar is the article's own (app/article/ArticleBar.tsx),
 * which knows the story and shows once the headline has scrolled away (docs/decisions/0063-article-reading-mode.md).
 */
function DarkChrome({ children }: { children: React.ReactNode }) {
  return (
    <div className="layout-dark">
      <SiteHeader />
      <main id="main" className="page">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export default function DarkLayout() {
  return (
    <DarkChrome>
      <RouteTitle />
      <Outlet />
    </DarkChrome>
  );
}

export function ErrorBoundary() {
  return (
    <DarkChrome>
      <RouteErrorView />
    </DarkChrome>
  );
}
