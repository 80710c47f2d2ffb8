import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { onFollowSaved } from "./follows-store.ts";

/** Loads the page's data again after each follow the API took: for pages that list the follows. */
export function useReloadOnFollow(): void {
  const { revalidate } = useRevalidator();
  useEffect(() => onFollowSaved(() => void revalidate()), [revalidate]);
}
