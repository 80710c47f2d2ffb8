import { pageLoader } from "#app/routing/page-loader.ts";

// The home page in the default layout (/old, spec §2).
export const loader = pageLoader("home-old");
export { default } from "./HomePage.tsx";
