import type { Logger } from "pino";
import type { Config } from "#server/config.ts";
import { redisScoreBus } from "./redis-score-bus.ts";
import { inProcessScoreBus, type ScoreBus } from "./score-bus.ts";

/**
 * The bus the server publishes live scores on: Redis when REDIS_URL is set (many processes share
 * the updates), otherwise in this process. A set but unreachable Redis stops the start-up with
 * one line: running on without it would quietly split readers between processes.
 */
export async function openScoreBus(config: Pick<Config, "REDIS_URL">, log: Logger): Promise<ScoreBus> {
  const onError = (error: unknown) => log.warn({ err: error }, "a score listener failed");
  if (!config.REDIS_URL) return inProcessScoreBus({ onError });
  try {
    const bus = await redisScoreBus(config.REDIS_URL, { log });
    log.info("live scores go through Redis");
    return bus;
  } catch (error) {
    throw new Error(`REDIS_URL is set but Redis cannot be reached: ${(error as Error).message}`);
  }
}
