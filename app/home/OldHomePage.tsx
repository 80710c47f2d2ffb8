import { pageLoader } from "#app/routing/page-loader.ts";
import { loadHome } from "./home-data.ts";

// The home page in the default layout (/old, spec §2).
export const loader = pageLoader("home-old", { load: ({ context }) => loadHome(context) });
export { default } from "./HomePage.tsx";
