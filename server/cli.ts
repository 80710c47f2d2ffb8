// The `icaro` command's process (`npm run icaro -- <command>`): the command itself is runIcaro
// (server/cli/run-icaro.ts), given this process's environment, stdout and stderr.
import { runIcaro } from "#server/cli/run-icaro.ts";
import { restrictNewFiles } from "#server/private-files.ts";

// The command may create the data directory and the database: its user's only, like the server's.
restrictNewFiles();
const exitCode = await runIcaro(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  progress: process.stderr,
});
// Exit explicitly: an idle keep-alive socket or a PGlite worker must not keep the command alive.
process.exit(exitCode);
