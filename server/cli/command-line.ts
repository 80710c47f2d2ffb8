import { type ParseArgsConfig, parseArgs } from "node:util";

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig["options"]>;

/**
 * A command's options and positionals, strictly: an unknown option or a missing value is the
 * command's usage error (one line and exit code 2), not a stack trace.
 */
export function parseCommandLine<const O extends ParseArgsOptionsConfig>(
  args: string[],
  options: O,
  usageError: (message: string) => Error,
) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw usageError((error as Error).message);
  }
}
