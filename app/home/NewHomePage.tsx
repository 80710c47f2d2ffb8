import { pageLoader } from "#app/routing/page-loader.ts";

// The home page in the new layout (/new, spec §2).
export const loader = pageLoader("home-new");
export { default } from "./HomePage.tsx";
