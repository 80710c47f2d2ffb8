import { type ComponentType, lazy, Suspense } from "react";

/**
 * A component the server renders at once and the browser loads later, off the first load: the
 * server writes it (inside a Suspense boundary), and while its module is not loaded hydration
 * leaves that HTML as it is (React 19's selective hydration), then hydrates it. For parts of
 * every page that are rarely used (the display-settings panel, error pages) and that work or
 * read fine as HTML meanwhile. There is no static import of the component, so the browser's
 * bundle keeps it in a chunk of its own; the server loads it when this module is loaded, so
 * every render has it at hand.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // A module that cannot come (offline, not kept by the service worker) leaves the island as the
  // server wrote it, instead of failing the page with the route's error screen.
  const Component = import.meta.env.SSR
    ? loadedOnServer(load)
    : lazy(() => load().then(asDefault, () => new Promise<never>(() => {})));
  return function LazyIsland(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}

function asDefault<P>(component: ComponentType<P>) {
  return { default: component };
}

/** The server's island loads so far: a test file waits for them before it ends (serverIslandsLoaded). */
const serverLoads: Promise<unknown>[] = [];

/**
 * Resolves once every island module the server started loading has loaded, those an island's own
 * module starts included. A unit test that renders a layout ends with it: an import still running
 * when its file's environment is torn down is an error outside any test, which fails the run.
 */
export async function serverIslandsLoaded(): Promise<void> {
  let count: number;
  do {
    count = serverLoads.length;
    await Promise.allSettled(serverLoads);
  } while (count !== serverLoads.length);
}

/** Loaded now; until it is (the first moments after start-up), rendered through React.lazy. */
function loadedOnServer<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const ready = load().then((component) => {
    loaded = component;
    return component;
  });
  serverLoads.push(ready);
  const Pending = lazy(() => ready.then(asDefault));
  return function ServerIsland(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Pending {...props} />;
  };
}
