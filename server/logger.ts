import pino, { type Logger } from "pino";

/** JSON logs on stdout, one line per event (pino). */
export function createLogger(level: string): Logger {
  return pino({ level, base: { app: "icaro" } });
}
