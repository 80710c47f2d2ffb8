import { data } from "react-router";
import { ErrorView } from "./ErrorView.tsx";

/** Any unmatched path: "This page could not be found" with status 404 (spec §8). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <ErrorView status={404} />;
}

export function ErrorBoundary() {
  return <ErrorView status={404} />;
}
