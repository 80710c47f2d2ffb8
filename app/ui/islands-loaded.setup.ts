import { afterAll } from "vitest";
import { serverIslandsLoaded } from "./lazy-island.tsx";

// Unit files end only once the island modules they started loading have loaded (lazy-island.tsx).
afterAll(serverIslandsLoaded);
