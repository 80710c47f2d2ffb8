import { data } from "react-router";
import { pageLoader } from "#app/routing/page-loader.ts";
import { ErrorView } from "./ErrorView.tsx";

/** A story or video that does not exist: "content not found", status 404 (decisions.md). */
export const loader = pageLoader({
  load: () => {
    throw data({ message: "content_not_found" }, { status: 404 });
  },
});

export default function ContentNotFoundPage() {
  return <ErrorView status={404} contentNotFound />;
}
