// CI's dependency audit: `npx tsx scripts/audit.ts`, run by .ci/run before `npm test`.
// `npm audit --omit=dev --audit-level=high`: fails on any high or critical advisory against what
// ships. It asks the registry's advisory service, so it is not part of `npm test`, which runs
// offline. When that service cannot be asked (here its POST endpoint answers 405), nothing was
// learned: it says so loudly and does not block (docs/decisions/0054).
import { spawnSync } from "node:child_process";
import { auditVerdict } from "./audit-verdict.ts";

const command = ["audit", "--omit=dev", "--audit-level=high", "--json"];
console.log(`▶ npm ${command.join(" ")}`);
const result = spawnSync("npm", command, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
const verdict = auditVerdict(result.stdout ?? "");
for (const line of verdict.lines) console.log(`  ${line}`);
if (verdict.outcome === "unavailable") {
  console.log("⚠ audit NOT RUN: the registry's advisory service could not be asked (docs/decisions/0054)");
} else {
  console.log(verdict.outcome === "passed" ? "✓ audit passed" : "✗ audit failed");
}
process.exit(verdict.outcome === "failed" ? 1 : 0);
