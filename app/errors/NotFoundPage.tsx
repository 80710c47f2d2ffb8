import { data } from "react-router";
import { ErrorView } from "./ErrorView.tsx";

/** /404 and any unmatched path: "This page could not be found" with status 404 (spec §8). */
export function loader() {
  throw data({ message: "This page could not be found" }, { status: 404 });
}

export default function NotFoundPage() {
  return <ErrorView status={404} />;
}
