import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./server-node-flags.ts";

it("npm run serve starts the server with the same Node flags as the tests and benchmarks", () => {
  const { scripts } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  expect(scripts.serve).toBe(`NODE_ENV=production node ${SERVER_NODE_FLAGS.join(" ")} scripts/serve.js`);
});
