import type { Logger } from "pino";
import { bumpContentVersion } from "#server/cache/content-version.ts";
import type { Database } from "#server/db/client.ts";
import type { DemoEdition } from "#server/demo-edition.ts";
import { seedSections } from "#server/site/sections.ts";
import { DEMO_PICTURE_NAME, demoPictureSvg } from "./demo-picture.ts";
import { generateDemoEdition } from "./generate-edition.ts";
import { startScoreSimulator } from "./score-simulator.ts";
import { seedDemoEdition } from "./seed-demo-edition.ts";
import { seedDemoReads } from "./seed-demo-reads.ts";
import { seedDemoRewards } from "./seed-demo-rewards.ts";
import { seedDemoSports } from "./seed-demo-sports.ts";
import { seedDemoTv } from "./seed-demo-tv.ts";

/**
 * The demo edition's seeders, in order. Each one is idempotent (it inserts what is missing and
 * never overwrites), so seeding runs at every start and fills only an empty or partial
 * database. Later capabilities add their seeder here.
 */
const SEEDERS: { name: string; run(db: Database): Promise<number> }[] = [
  { name: "sections", run: seedSections },
  { name: "edition", run: seedDemoEdition },
  // After the edition: the importer finds the leagues and teams its stories are tagged with.
  { name: "sports", run: (db) => seedDemoSports(db) },
  // After the sports: the live channels' schedules name the week's games (docs/decisions/0071-tv-api-and-live-channels.md).
  { name: "tv", run: (db) => seedDemoTv(db) },
  // The data-rewards campaigns and their landing pages (docs/decisions/0075-rewards-campaigns-and-claims.md).
  { name: "rewards", run: (db) => seedDemoRewards(db) },
  // After the edition: a simulated audience so "Most read" has a ranking on a fresh start.
  { name: "reads", run: (db) => seedDemoReads(db) },
];

export async function seedDemo(db: Database, log: Pick<Logger, "info">): Promise<void> {
  for (const seeder of SEEDERS) {
    const added = await seeder.run(db);
    if (added > 0) log.info({ seeder: seeder.name, added }, "demo content seeded");
    // Cached pages of an empty or partial edition must not outlive the seeding.
    if (added > 0) bumpContentVersion();
  }
}

/** The demo edition as the server uses it (server/demo-edition.ts): its only way into demo/. */
export const demoEdition: DemoEdition = {
  seed: seedDemo,
  startLiveGames: startScoreSimulator,
  pictures: { isName: (name) => DEMO_PICTURE_NAME.test(name), svg: demoPictureSvg },
  generate: generateDemoEdition,
};
