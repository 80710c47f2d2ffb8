import type { Logger } from "pino";
import type { Database } from "#server/db/client.ts";
import type { UpdateDeps } from "#server/sports/update-event.ts";

/** The demo's live games (ICARO_SPORTS_SIMULATOR): matches moved minute by minute to their result. */
export type LiveGames = {
  /** One step: brings every replayed match to where the clock says; resolves to the count changed. */
  tick(): Promise<number>;
  stop(): Promise<void>;
};

export type DemoGenerateOptions = {
  articles?: number;
  videos?: number;
  now?: Date;
  onProgress?: (done: number, total: number) => void;
};

export type DemoGenerateResult = { publishers: number; profiles: number; articles: number; videos: number };

/**
 * What the server uses of the demo edition (demo/seed-demo.ts implements it), so that server/
 * reaches demo/ through this one object, passed from the composition root (server/services.ts)
 * and the `icaro` command, and never imports demo code itself.
 */
export type DemoEdition = {
  /** Seeds what is missing of the demo edition; idempotent, run at every start with ICARO_DEMO=on. */
  seed(db: Database, log: Pick<Logger, "info">): Promise<void>;
  startLiveGames(
    deps: UpdateDeps & { log: Pick<Logger, "warn" | "info">; intervalMs: number; now?: () => Date },
  ): LiveGames;
  /** Pictures drawn from their name: `/media/demo/<name>.svg` and the image server's demo source. */
  pictures: { isName(name: string): boolean; svg(name: string): string | null };
  /** A demo edition of the given size (`icaro demo`, `POST /api/operator/demo`). */
  generate(db: Database, options?: DemoGenerateOptions): Promise<DemoGenerateResult>;
};
