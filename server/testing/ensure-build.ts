import { execFileSync } from "node:child_process";
import { projectPath } from "#server/project-path.ts";
import { staleBuildReason } from "../../scripts/build-freshness.ts";

/**
 * Integration tests render real pages with the production build: make one when it is missing or
 * older than the web app's sources, so a test never passes against yesterday's pages. The build
 * script sets NODE_ENV=production itself, so a build made under Vitest (NODE_ENV=test) is the one
 * that ships.
 */
export default function ensureBuild() {
  const reason = staleBuildReason(projectPath("."));
  if (!reason) return;
  console.log(`Building first: ${reason}`);
  execFileSync("npm", ["run", "build"], { cwd: projectPath("."), stdio: "inherit" });
}
