import type { ClientInstrumentation } from "react-router";
import type { NavigationStep } from "#core/page-load/loading-bar.ts";

/**
 * The steps of a navigation as they end, for the loading bar's progress (core/page-load/loading-bar.ts
 * `createStepProgress`): a route's code when its module has arrived (app/routing/chunk-errors.ts)
 * and its data when its loader has answered (the instrumentation below). The bar's lazily loaded
 * driver listens while it is mounted (app/ui/LoadingBar.tsx hands it this object, so the driver's
 * chunk imports nothing of the entry's); a step that ends before it is there is not counted.
 */
export const navigationSteps: { heard?: (routeId: string, step: NavigationStep) => void } = {};

/** React Router's instrumentation (HydratedRouter `instrumentations`): each route loader's end is a data step. */
export const DATA_STEPS: ClientInstrumentation[] = [
  {
    route(route) {
      route.instrument({
        async loader(load) {
          await load();
          navigationSteps.heard?.(route.id, "data");
        },
      });
    },
  },
];
