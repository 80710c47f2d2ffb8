import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorFallback } from "#app/errors/ErrorFallback.tsx";
import { ErrorViewIsland as ErrorView } from "#app/errors/ErrorViewIsland.tsx";

/** The error page for whatever a page threw: its status (default 500) and message (docs/behaviour/screens.md#error-page, docs/behaviour/errors.md#page-data-errors). */
export function RouteErrorView() {
  return (
    <ErrorFallback>
      <RouteErrorContent />
    </ErrorFallback>
  );
}

function RouteErrorContent() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data?.message === "string" ? error.data.message : undefined;
    if (message === "content_not_found") return <ErrorView status={404} contentNotFound />;
    // The 404 page's latest stories (app/errors/NotFoundPage.tsx).
    const stories = Array.isArray(error.data?.stories) ? error.data.stories : undefined;
    return <ErrorView status={error.status} message={message} stories={stories} />;
  }
  if (typeof window !== "undefined") console.error(error);
  return <ErrorView status={500} />;
}
