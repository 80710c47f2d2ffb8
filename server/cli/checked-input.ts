import type { z } from "zod";
import { CliError } from "#server/cli/cli-backend.ts";
import { firstIssue } from "#server/tv/channel-input.ts";

/**
 * The input as the schema reads it, or the first problem as the command's one error line. A
 * missing option reads as "--title is required", not as zod's "expected string"; an option is its
 * field's name with - for _, unless `options` names it otherwise (field → option).
 */
export function checkedInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  options: Record<string, string> = {},
): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path[0];
    if (issue?.code === "invalid_type" && typeof field === "string" && issue.input === undefined)
      throw new CliError(`--${options[field] ?? field.replaceAll("_", "-")} is required`);
    throw new CliError(firstIssue(result.error));
  }
  return result.data;
}
