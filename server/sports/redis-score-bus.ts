import { Redis } from "ioredis";
import type { Logger } from "pino";
import type { SportingEventJson } from "#core/sports/sporting-events.ts";
import { localFanOut, type ScoreBus } from "./score-bus.ts";

/**
 * Redis channels are shared by every database number of a server, so the channel names the
 * database of the URL: two deployments on one Redis (db 3 and db 4) do not see each other's scores.
 */
export function scoreChannel(url: string): string {
  const db = /^\/(\d+)/.exec(new URL(url).pathname)?.[1] ?? "0";
  return `icaro:${db}:sporting_events`;
}

/**
 * The live-score bus across processes: one connection publishes, one subscribes and fans each
 * message out to this process's listeners (one Redis subscription per process, not per reader).
 * Resolves when both connections are ready; refuses when Redis cannot be reached.
 */
export async function redisScoreBus(
  url: string,
  options: { log?: Pick<Logger, "warn">; channel?: string; connectTimeoutMs?: number } = {},
): Promise<ScoreBus> {
  const channel = options.channel ?? scoreChannel(url);
  const settings = {
    lazyConnect: true,
    connectTimeout: options.connectTimeoutMs ?? 5_000,
    maxRetriesPerRequest: 2,
  };
  const publisher = new Redis(url, settings);
  const subscriber = new Redis(url, settings);
  // Connection errors are retried by ioredis; say so once per error instead of crashing.
  for (const client of [publisher, subscriber]) {
    client.on("error", (error) => options.log?.warn({ err: error }, "redis score bus connection error"));
  }
  const fanOut = localFanOut((error) => options.log?.warn({ err: error }, "a score listener failed"));
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }
  subscriber.on("message", (from: string, message: string) => {
    if (from !== channel) return;
    let event: SportingEventJson;
    try {
      event = JSON.parse(message) as SportingEventJson;
    } catch (error) {
      options.log?.warn({ err: error }, "unreadable message on the score channel");
      return;
    }
    fanOut.deliver(event);
  });
  return {
    kind: "redis",
    publish: async (event) => {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe: (listener, onClose) => fanOut.add(listener, onClose),
    listenerCount: () => fanOut.size,
    close: async () => {
      fanOut.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
