// Push fan-out bench: `npx tsx bench/push-fanout.ts [--subscriptions 10000] [--concurrency 16] [--database-url URL]`.
//
// One goal alert to N subscriptions (docs/decisions/0066-web-push-alerts.md: 10,000, "in seconds"): N guests follow a team with
// alerts on, each with its own browser keys and a subscription at a local HTTP server standing in
// for the push service; a goal goes through the sports update path (updateEvent with the alerts);
// the time runs until the stand-in has received every encrypted message. On a fresh PGlite in a
// temporary directory, or a scratch database beside --database-url.
import { createECDH, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import webpush from "web-push";
import { openDatabase } from "#server/db/client.ts";
import { createDatabaseBeside } from "#server/db/database-beside.ts";
import {
  followOwners,
  follows,
  profiles,
  pushSubscriptions,
  seasons,
  sportingEvents,
} from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { createPushAlerts } from "#server/push/push-alerts.ts";
import { createPushSender } from "#server/push/push-sender.ts";
import { ensureDefaultSite } from "#server/site/site-config.ts";
import { inProcessScoreBus } from "#server/sports/score-bus.ts";
import { updateEvent } from "#server/sports/update-event.ts";

const { values } = parseArgs({
  options: {
    subscriptions: { type: "string", default: "10000" },
    concurrency: { type: "string", default: "16" },
    "database-url": { type: "string" },
  },
});
const count = Number(values.subscriptions);
const concurrency = Number(values.concurrency);

const received = { count: 0, bytes: 0 };
let allReceived: () => void = () => {};
const done = new Promise<void>((resolve) => {
  allReceived = resolve;
});
const pushService = createServer((request, response) => {
  request.on("data", (chunk: Buffer) => {
    received.bytes += chunk.length;
  });
  request.on("end", () => {
    response.statusCode = 201;
    response.end();
    if (++received.count === count) allReceived();
  });
});
await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
const { port } = pushService.address() as AddressInfo;

const scratch = values["database-url"] ? await createDatabaseBeside(values["database-url"]) : undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "icaro-push-bench-"));
const database = await openDatabase({ url: scratch?.url, dataDir });
await database.migrate();
await ensureDefaultSite(database.db);
const db = database.db;

const [league] = await db
  .insert(profiles)
  .values({ context: "leagues", name: "Bench League", commonName: "Bench League" })
  .returning();
const [homeTeam, awayTeam] = await db
  .insert(profiles)
  .values(["Home FC", "Away FC"].map((name) => ({ context: "teams", name, commonName: name })))
  .returning();
const [season] = await db.insert(seasons).values({ leagueId: league.id, label: "2026" }).returning();
const [event] = await db
  .insert(sportingEvents)
  .values({
    seasonId: season.id,
    leagueId: league.id,
    homeTeamId: homeTeam.id,
    awayTeamId: awayTeam.id,
    name: "Home FC v Away FC",
    longName: "Home FC v Away FC — Bench League",
    status: "playing",
    period: "10'",
    homeScore: 0,
    awayScore: 0,
    startTime: new Date(Date.now() - 10 * 60_000),
    sourceKey: "bench-push-fanout",
  })
  .returning();
const followedAt = new Date(Date.now() - 60_000);

console.log(`Writing ${count} guests following Home FC with alerts on, each with a subscription…`);
const browserKey = () => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return ecdh.getPublicKey().toString("base64url");
};
const BATCH = 1000;
for (let start = 0; start < count; start += BATCH) {
  const size = Math.min(BATCH, count - start);
  const owners = await db
    .insert(followOwners)
    .values(Array.from({ length: size }, (_, index) => ({ siteId: 763, psid: `bench-${start + index}` })))
    .returning({ id: followOwners.id });
  await db.insert(follows).values(
    owners.map((owner) => ({
      ownerId: owner.id,
      profileId: homeTeam.id,
      pushOn: true,
      followedAt,
    })),
  );
  await db.insert(pushSubscriptions).values(
    owners.map((owner, index) => ({
      ownerId: owner.id,
      endpoint: `http://127.0.0.1:${port}/push/${start + index}`,
      p256dh: browserKey(),
      auth: randomBytes(16).toString("base64url"),
      timeZone: "UTC",
      locale: (["en", "es", "pt"] as const)[index % 3],
      createdAt: followedAt,
    })),
  );
}

const log = createLogger("warn");
const sender = createPushSender({
  db,
  log,
  vapid: { ...webpush.generateVAPIDKeys(), subject: "mailto:bench@example.com" },
  concurrency,
  testHosts: [`127.0.0.1:${port}`],
});
const alerts = createPushAlerts({
  db,
  sender,
  log,
  prefixes: { en: "", es: "/es", pt: "/pt" },
  breakingImportance: 8,
});

const cpuBefore = process.cpuUsage();
const started = performance.now();
await updateEvent({ db, bus: inProcessScoreBus(), alerts }, event.id, {
  period: "11'",
  home: 1,
  goals: [{ side: "home", minute: 11, offset: null, scorer: "Bench", penalty: false, own_goal: false }],
});
const queued = performance.now();
await alerts.idle();
await done;
const finished = performance.now();
const cpu = process.cpuUsage(cpuBefore);

const seconds = (finished - started) / 1000;
console.log(
  [
    `Push fan-out of one goal (${database.engine}, ${concurrency} in flight):`,
    `  subscriptions        ${count}`,
    `  update returned in   ${(queued - started).toFixed(0)} ms (sending is off the update's path)`,
    `  all received in      ${seconds.toFixed(2)} s`,
    `  rate                 ${Math.round(count / seconds)} alerts/s`,
    `  sent / failed        ${sender.stats.sent} / ${sender.stats.failed}`,
    `  bytes received       ${received.bytes} (${Math.round(received.bytes / count)} per alert)`,
    `  process CPU          ${((cpu.user + cpu.system) / 1000 / count).toFixed(3)} ms per alert (encryption: a key pair per message, RFC 8291)`,
    `  machine load         ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")} on ${os.cpus().length} CPUs`,
  ].join("\n"),
);

await alerts.stop();
await database.close();
await scratch?.drop();
rmSync(dataDir, { recursive: true, force: true });
pushService.close();
