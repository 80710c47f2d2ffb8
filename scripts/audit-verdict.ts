// What `npm audit --omit=dev --audit-level=high --json` said, as CI's verdict (scripts/audit.ts).
import { z } from "zod";

/** The severities that fail CI: `--audit-level=high` and above. */
const FAILING = new Set(["high", "critical"]);

/** npm 7+'s report (auditReportVersion 2): one entry per vulnerable package. */
const auditReport = z.object({
  vulnerabilities: z.record(
    z.string(),
    z.object({
      severity: z.enum(["info", "low", "moderate", "high", "critical"]),
      range: z.string().optional(),
      fixAvailable: z.unknown().optional(),
    }),
  ),
});

/**
 * What npm writes instead when the advisory service did not answer: an HTTP refusal (here a 405)
 * carries the message, a network failure (no registry at all) an error code.
 */
const serviceError = z.union([
  z.object({ message: z.string() }).transform((answer) => answer.message),
  z
    .object({ error: z.object({ code: z.string(), summary: z.string().optional() }) })
    .transform(({ error }) => `${error.code}: ${error.summary ?? ""}`.trim()),
]);

export type AuditVerdict =
  | { outcome: "passed"; lines: string[] }
  | { outcome: "failed"; lines: string[] }
  /** Nothing was learned: the advisory service could not be asked (decision 0054). */
  | { outcome: "unavailable"; lines: string[] };

export function auditVerdict(stdout: string): AuditVerdict {
  let json: unknown;
  try {
    json = JSON.parse(stdout);
  } catch {
    return { outcome: "failed", lines: ["npm audit printed no JSON report"] };
  }
  const report = auditReport.safeParse(json);
  if (report.success) {
    const failing = Object.entries(report.data.vulnerabilities)
      .filter(([, entry]) => FAILING.has(entry.severity))
      .map(([name, entry]) => `${entry.severity}: ${name} ${entry.range ?? ""}`.trim());
    const total = Object.keys(report.data.vulnerabilities).length;
    return failing.length > 0
      ? { outcome: "failed", lines: failing }
      : { outcome: "passed", lines: [`no high or critical advisory (${total} of lower severity)`] };
  }
  const error = serviceError.safeParse(json);
  if (error.success) return { outcome: "unavailable", lines: [error.data] };
  return { outcome: "failed", lines: ["npm audit's JSON report has an unknown shape"] };
}
