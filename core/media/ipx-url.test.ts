import { describe, expect, it } from "vitest";
import {
  canOptimize,
  formatIpxModifiers,
  ipxSrcset,
  ipxUrl,
  isAllowedHost,
  negotiateFormat,
  parseIpxModifiers,
  servesVectorAsIs,
  splitIpxPath,
  srcsetWidths,
} from "./ipx-url.ts";

describe("parseIpxModifiers", () => {
  it.each([
    ["_", {}],
    ["w_640", { width: 640 }],
    ["width_640", { width: 640 }],
    ["h_360", { height: 360 }],
    ["s_10x10", { width: 10, height: 10 }],
    ["w_640&f_webp&q_70", { width: 640, format: "webp", quality: 70 }],
    ["w_640,f_avif", { width: 640, format: "avif" }],
    ["f_jpg", { format: "jpeg" }],
    ["f_auto", { format: "auto" }],
    ["f_png", { format: "png" }],
    ["b_5", { blur: 5 }],
    ["blur_0.5", { blur: 0.5 }],
    ["fit_contain", { fit: "contain" }],
    ["w_4096", { width: 4096 }],
    ["s_10x10&q_50&b_5&f_webp", { width: 10, height: 10, quality: 50, blur: 5, format: "webp" }],
  ])("%s → %o", (segment, modifiers) => {
    expect(parseIpxModifiers(segment)).toEqual({ ok: true, modifiers });
  });

  it.each([
    [""],
    ["w_4097"],
    ["w_0"],
    ["w_abc"],
    ["w_-5"],
    ["w_1e3"],
    ["w_640.5"],
    ["w_"],
    ["w"],
    ["s_10"],
    ["s_10x99999"],
    ["s_5000x10"],
    ["w_10&s_10x10"],
    ["w_10&w_20"],
    ["w_10&width_20"],
    ["f_gif"],
    ["f_svg"],
    ["q_0"],
    ["q_101"],
    ["b_0.1"],
    ["b_1000"],
    ["fit_stretch"],
    ["rotate_90"],
    ["__proto__"],
    ["constructor_1"],
    ["x".repeat(201)],
  ])("%s is refused", (segment) => {
    expect(parseIpxModifiers(segment).ok).toBe(false);
  });
});

describe("formatIpxModifiers", () => {
  it.each([
    [{}, "_"],
    [{ width: 640 }, "w_640"],
    [{ height: 360 }, "h_360"],
    [{ width: 10, height: 10, quality: 50, blur: 5, format: "webp" as const }, "s_10x10,q_50,b_5,f_webp"],
    [{ format: "auto" as const, width: 320 }, "w_320,f_auto"],
  ])("%o → %s", (modifiers, segment) => {
    expect(formatIpxModifiers(modifiers)).toBe(segment);
  });

  it("round-trips through the parser", () => {
    const modifiers = {
      width: 640,
      height: 360,
      quality: 70,
      blur: 2,
      format: "avif" as const,
      fit: "cover" as const,
    };
    expect(parseIpxModifiers(formatIpxModifiers(modifiers))).toEqual({ ok: true, modifiers });
  });
});

describe("ipxUrl", () => {
  it.each([
    [
      "/media/demo/news-3.svg",
      { width: 640, format: "webp" as const },
      "/_ipx/w_640,f_webp/media/demo/news-3.svg",
    ],
    ["/brand/logo-large.svg", {}, "/_ipx/_/brand/logo-large.svg"],
    ["https://img.example.com/a.jpg", { width: 320 }, "/_ipx/w_320/https://img.example.com/a.jpg"],
    [
      "https://img.example.com/a.jpg?v=2#x",
      { width: 320 },
      "/_ipx/w_320/https://img.example.com/a.jpg%3Fv=2%23x",
    ],
    ["/a%20b.png", { width: 320 }, "/_ipx/w_320/a%20b.png"],
    ["/100%.png", { width: 320 }, "/_ipx/w_320/100%25.png"],
  ])("%s %o → %s", (src, modifiers, url) => {
    expect(ipxUrl(src, modifiers)).toBe(url);
  });
});

describe("splitIpxPath", () => {
  it.each([
    ["w_640/media/demo/a.svg", { modifiers: "w_640", source: "media/demo/a.svg" }],
    ["/_/a.png", { modifiers: "_", source: "a.png" }],
    ["w_1/https://x.com/a.jpg", { modifiers: "w_1", source: "https://x.com/a.jpg" }],
    ["w_640", null],
    ["w_640/", null],
    ["/a.png", null],
  ])("%s", (rest, expected) => {
    expect(splitIpxPath(rest)).toEqual(expected);
  });
});

describe("srcsetWidths", () => {
  it.each([
    [1200, [320, 640, 768, 1024]],
    [1536, [320, 640, 768, 1024, 1280, 1536]],
    [4000, [320, 640, 768, 1024, 1280, 1536]],
    [700, [320, 640]],
    [200, [200]],
    [0, []],
  ])("%i → %o", (width, widths) => {
    expect(srcsetWidths(width)).toEqual(widths);
  });

  it("builds one candidate per width", () => {
    expect(ipxSrcset("/a.svg", [320, 640], { format: "avif", quality: 70 })).toBe(
      "/_ipx/w_320,q_70,f_avif/a.svg 320w, /_ipx/w_640,q_70,f_avif/a.svg 640w",
    );
  });
});

describe("hosts", () => {
  const hosts = ["img.example.com", "127.0.0.1:8080"];
  it.each([
    ["https://img.example.com/a.jpg", true],
    ["http://img.example.com:81/a.jpg", true],
    ["https://IMG.example.com/a.jpg", true],
    ["https://evil.example.com/a.jpg", false],
    ["https://img.example.com.evil.net/a.jpg", false],
    ["http://127.0.0.1:8080/a.png", true],
    ["http://127.0.0.1:9090/a.png", false],
    ["http://user:pw@img.example.com/a.jpg", false],
    ["ftp://img.example.com/a.jpg", false],
  ])("%s allowed: %s", (url, allowed) => {
    expect(isAllowedHost(new URL(url), hosts)).toBe(allowed);
  });

  it.each([
    ["/media/demo/news-1.svg", true],
    ["//evil.com/a.jpg", false],
    ["/_ipx/w_1/a.png", false],
    ["data:image/png;base64,AAAA", false],
    ["https://img.example.com/a.jpg", true],
    ["https://other.com/a.jpg", false],
    ["javascript:alert(1)", false],
  ])("canOptimize(%s) = %s", (src, expected) => {
    expect(canOptimize(src, hosts)).toBe(expected);
  });
});

describe("negotiateFormat", () => {
  it.each([
    ["image/avif,image/webp,image/apng,image/*,*/*;q=0.8", "avif"],
    ["image/webp,*/*", "webp"],
    ["image/avif;q=0,image/webp", "webp"],
    ["image/*", "jpeg"],
    [undefined, "jpeg"],
    ["", "jpeg"],
  ])("%s → %s", (accept, format) => {
    expect(negotiateFormat(accept)).toBe(format);
  });
});

describe("servesVectorAsIs", () => {
  const CHROME = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
  it.each([
    [{ format: "auto", width: 640 }, CHROME, true],
    [{ format: "auto" }, "image/svg+xml", true],
    // A crawler reading og:image, a browser refusing SVG, an explicit raster format.
    [{ format: "auto", width: 640 }, "*/*", false],
    [{ format: "auto", width: 640 }, "image/svg+xml;q=0,image/webp", false],
    [{ format: "webp", width: 640 }, CHROME, false],
    // The blurred placeholder and a crop to both sides change the picture.
    [{ format: "auto", width: 10, blur: 1 }, CHROME, false],
    [{ format: "auto", width: 400, height: 400 }, CHROME, false],
  ] as const)("%o with %s → %s", (modifiers, accept, expected) => {
    expect(servesVectorAsIs(modifiers, accept)).toBe(expected);
  });
});
