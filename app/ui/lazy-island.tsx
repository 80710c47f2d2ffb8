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
  const Component = import.meta.env.SSR ? loadedOnServer(load) : lazy(() => load().then(asDefault));
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

/** Loaded now; until it is (the first moments after start-up), rendered through React.lazy. */
function loadedOnServer<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const ready = load().then((component) => {
    loaded = component;
    return component;
  });
  const Pending = lazy(() => ready.then(asDefault));
  return function ServerIsland(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Pending {...props} />;
  };
}
