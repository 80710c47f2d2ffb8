import { index, type RouteConfig, route } from "@react-router/dev/routes";

// One route tree without locale prefixes; the server mounts it under each locale's basename.
export default [index("home/HomePage.tsx"), route("*", "errors/NotFoundPage.tsx")] satisfies RouteConfig;
