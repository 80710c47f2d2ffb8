import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoEdition } from "#demo/seed-demo.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { imageRoutes } from "./image-routes.ts";
import { isPrivateAddress } from "./image-sources.ts";

let server: Server;
let origin: string;
let hits: string[] = [];
let app: Hono<AppEnv>;
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
  const dir = mkdtempSync(path.join(tmpdir(), "icaro-ipx-"));
  writeFileSync(path.join(dir, "photo.png"), png);
  writeFileSync(path.join(dir, "secret.txt"), "not an image");
  writeFileSync(path.join(dir, "broken.png"), "not really a png");

  // A picture host on loopback, allow-listed by address and port.
  server = createServer((request, response) => {
    hits.push(request.url ?? "");
    if (request.url === "/a.png") {
      response.writeHead(200, { "content-type": "image/png" });
      response.end(png);
    } else if (request.url === "/to-elsewhere") {
      response.writeHead(302, { location: "http://example.net/a.png" });
      response.end();
    } else if (request.url === "/to-self") {
      response.writeHead(302, { location: "/a.png" });
      response.end();
    } else if (request.url === "/drawing.svg") {
      response.writeHead(200, { "content-type": "image/svg+xml" });
      response.end('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = new Hono<AppEnv>();
  app.route(
    "/",
    imageRoutes({
      publicDirs: [dir],
      allowedHosts: [new URL(origin).host, "localhost"],
      pictures: demoEdition.pictures,
    }),
  );
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function image(url: string, accept?: string) {
  const response = await app.request(url, { headers: accept ? { accept } : {} });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

describe("/_ipx", () => {
  it.each([
    ["webp", "image/webp"],
    ["avif", "image/avif"],
    ["jpeg", "image/jpeg"],
    ["png", "image/png"],
  ])("draws a demo SVG as %s at the asked width", async (format, type) => {
    const { response, body } = await image(`/_ipx/w_320&f_${format}/media/demo/news-3.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
    expect(response.headers.get("cache-control")).toContain("max-age=86400");
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe(format === "avif" ? "heif" : format);
    expect(meta.width).toBe(320);
    // 1200×675 source: the aspect ratio is kept.
    expect(meta.height).toBe(180);
  });

  it("makes the 10×10 blurred placeholder", async () => {
    const { response, body } = await image("/_ipx/s_10x10&fit_fill&q_50&b_1&f_webp/media/demo/sports-1.svg");
    expect(response.status).toBe(200);
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height]).toEqual([10, 10]);
  });

  it("negotiates f_auto from Accept and says it varies", async () => {
    const avif = await image("/_ipx/w_200&f_auto/media/demo/news-1.svg", "image/avif,image/webp,*/*");
    expect(avif.response.headers.get("content-type")).toBe("image/avif");
    expect(avif.response.headers.get("vary")).toBe("Accept");
    const webp = await image("/_ipx/w_200&f_auto/media/demo/news-1.svg", "image/webp,*/*");
    expect(webp.response.headers.get("content-type")).toBe("image/webp");
    const jpeg = await image("/_ipx/w_200&f_auto/media/demo/news-1.svg", "*/*");
    expect(jpeg.response.headers.get("content-type")).toBe("image/jpeg");
  });

  it("answers f_auto with our own drawing itself when the browser takes SVG", async () => {
    const accept = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
    const { response, body } = await image("/_ipx/w_640&f_auto/media/demo/news-1.svg", accept);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("vary")).toBe("Accept");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(body.toString("utf8")).toBe(demoEdition.pictures.svg("news-1"));
    // A crop to both sides is drawn, not passed through; an unknown drawing is still a 404.
    const cropped = await image("/_ipx/s_400x400&f_auto/media/demo/news-1.svg", accept);
    expect(cropped.response.headers.get("content-type")).toBe("image/avif");
    expect((await image("/_ipx/w_640&f_auto/media/demo/news-999.svg", accept)).response.status).toBe(404);
  });

  it("resizes a public file and does not enlarge past its width", async () => {
    const small = await image("/_ipx/w_400&f_jpeg/photo.png");
    expect((await sharp(small.body).metadata()).width).toBe(400);
    const big = await image("/_ipx/w_1600&f_jpeg/photo.png");
    expect((await sharp(big.body).metadata()).width).toBe(800);
  });

  it("fetches from an allow-listed host, following redirects that stay on the list", async () => {
    hits = [];
    const direct = await image(`/_ipx/w_100&f_webp/${origin}/a.png`);
    expect(direct.response.status).toBe(200);
    expect((await sharp(direct.body).metadata()).width).toBe(100);
    const redirected = await image(`/_ipx/w_120&f_webp/${origin}/to-self`);
    expect(redirected.response.status).toBe(200);
    expect(hits).toEqual(["/a.png", "/to-self", "/a.png"]);
  });

  it.each([
    ["a host not on the list", "/_ipx/w_100/https://example.com/a.png", 403],
    ["a redirect off the list", () => `/_ipx/w_100/${origin}/to-elsewhere`, 403],
    ["a private address not named on the list", "/_ipx/w_100/http://127.0.0.2:1/a.png", 403],
    ["a remote SVG", () => `/_ipx/w_100&f_webp/${origin}/drawing.svg`, 415],
    ["a missing remote picture", () => `/_ipx/w_100/${origin}/nope.png`, 404],
    ["a missing local file", "/_ipx/w_100/nope.png", 404],
    ["an unknown demo picture", "/_ipx/w_100/media/demo/news-999.svg", 404],
    ["a file that is not an image", "/_ipx/w_100/secret.txt", 404],
    ["a path out of the folder", "/_ipx/w_100/..%2F..%2Fetc%2Fpasswd.png", 400],
    ["a corrupt image", "/_ipx/w_100&f_webp/broken.png", 422],
    ["a width too large", "/_ipx/w_5000/media/demo/news-1.svg", 400],
    ["a width that is not a number", "/_ipx/w_abc/media/demo/news-1.svg", 400],
    ["an unknown format", "/_ipx/f_bmp/media/demo/news-1.svg", 400],
    ["an unknown modifier", "/_ipx/rotate_90/media/demo/news-1.svg", 400],
    ["no source", "/_ipx/w_100", 400],
    ["a file: URL", "/_ipx/w_100/file:///etc/passwd", 404],
  ])("refuses %s with a 4xx", async (_what, url, status) => {
    const { response, body } = await image(typeof url === "function" ? url() : url);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(JSON.parse(body.toString()).error.code).toEqual(expect.any(String));
  });

  it.each([
    ["127.0.0.1", true],
    ["10.1.2.3", true],
    ["169.254.169.254", true],
    ["192.168.0.1", true],
    ["::1", true],
    ["fd00::1", true],
    ["::ffff:127.0.0.1", true],
    ["93.184.216.34", false],
    ["2606:2800:220:1::1", false],
  ])("%s is private: %s", (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});
