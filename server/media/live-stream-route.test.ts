import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectPath } from "#server/project-path.ts";
import { liveStreamRoutes } from "./live-stream-route.ts";

const PUBLIC = projectPath("public");

describe("GET /media/live/<name>.m3u8 over the committed loops", () => {
  const at = (now: number) => liveStreamRoutes({ publicDirs: [PUBLIC], now: () => now });

  it.each(["sports", "news"])(
    "answers a live playlist for the %s loop whose segments exist",
    async (name) => {
      const response = await at(1_800_000_000_000).request(`/media/live/${name}.m3u8`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/vnd.apple.mpegurl");
      expect(response.headers.get("cache-control")).toBe("public, max-age=1");
      const text = await response.text();
      expect(text).toMatch(/^#EXTM3U\n/);
      // 1.8e12 ms is segment 900,000,000 of 2 s: the three before it are listed.
      expect(text).toContain("#EXT-X-MEDIA-SEQUENCE:899999997");
      expect(text).not.toContain("#EXT-X-ENDLIST");
      const uris = text.split("\n").filter((line) => line.startsWith("/"));
      expect(uris).toHaveLength(3);
      for (const uri of uris) expect(existsSync(path.join(PUBLIC, uri)), uri).toBe(true);
    },
  );

  it("moves with the clock", async () => {
    const sequence = async (now: number) =>
      /MEDIA-SEQUENCE:(\d+)/.exec(await (await at(now).request("/media/live/sports.m3u8")).text())?.[1];
    expect(Number(await sequence(1_800_000_002_000))).toBe(Number(await sequence(1_800_000_000_000)) + 1);
  });

  it.each([
    ["an unknown loop", "/media/live/weather.m3u8"],
    ["a malformed name", "/media/live/Sports.m3u8"],
    ["a path out of the loops", "/media/live/..%2Ftest-pattern.m3u8"],
    ["a long name", `/media/live/${"a".repeat(61)}.m3u8`],
  ])("answers 404 for %s", async (_, url) => {
    const response = await at(Date.now()).request(url);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
  });
});
