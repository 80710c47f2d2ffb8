import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { projectPath } from "#server/project-path.ts";

/** Integration tests render real pages with the production build: make one when missing. */
export default function ensureBuild() {
  if (existsSync(projectPath("build/server/index.js"))) return;
  execFileSync("npm", ["run", "build"], { cwd: projectPath("."), stdio: "inherit" });
}
