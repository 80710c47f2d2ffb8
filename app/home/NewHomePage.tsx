import { pageLoader } from "#app/routing/page-loader.ts";
import { loadHome } from "./home-data.ts";

// The home page in the new layout (/new, spec §2).
export const loader = pageLoader("home-new", { load: ({ context }) => loadHome(context) });
export { default } from "./HomePage.tsx";
