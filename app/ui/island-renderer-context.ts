import { createContext, type ReactElement } from "react";

/**
 * Renders a static island's content to HTML on the server, remembering it by key
 * (app/ui/island-renderer.server.ts); undefined in the browser.
 */
export type IslandRenderer = (key: string, content: ReactElement) => string;

export const IslandRendererContext = createContext<IslandRenderer | undefined>(undefined);
