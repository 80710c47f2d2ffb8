import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Picture } from "./Picture.tsx";

type Props = Parameters<typeof Picture>[0];

function render(props: Props, imageHosts: string[] = ["img.example.com"]): string {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => <Picture {...props} /> }]);
  return renderToString(
    <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { imageHosts } } }} />,
  ).replaceAll("&amp;", "&");
}

const story = { src: "/media/demo/news-3.svg", alt: "A storm", width: 1200, height: 675 };

describe("Picture", () => {
  it("offers one f_auto srcset at the breakpoints up to the source width (the server picks the format)", () => {
    const html = render({ ...story, sizes: "(min-width: 1024px) 50vw, 100vw" });
    expect(html).not.toContain("<picture");
    expect(html).not.toContain("<source");
    expect(html).toContain(
      'srcSet="/_ipx/w_320,q_70,f_auto/media/demo/news-3.svg 320w, /_ipx/w_640,q_70,f_auto/media/demo/news-3.svg 640w, /_ipx/w_768,q_70,f_auto/media/demo/news-3.svg 768w, /_ipx/w_1024,q_70,f_auto/media/demo/news-3.svg 1024w"',
    );
    expect(html.match(/srcSet=/g)).toHaveLength(1);
    // Not wider than the source (1200): no 1280 or 1536 candidates.
    expect(html).not.toContain("w_1280");
    expect(html).toContain('src="/_ipx/w_1024,q_70,f_auto/media/demo/news-3.svg"');
    expect(html).toContain('sizes="(min-width: 1024px) 50vw, 100vw"');
    expect(html).toContain('width="1200" height="675"');
    expect(html).toContain('alt="A storm"');
  });

  it("offers no candidate wider than `largest` (thumbnails), and always one", () => {
    const html = render({ ...story, largest: 640 });
    expect(html).toContain('w_640,q_70,f_auto/media/demo/news-3.svg 640w"');
    expect(html).not.toContain("w_768");
    expect(html).toContain('src="/_ipx/w_640,q_70,f_auto/media/demo/news-3.svg"');
    expect(render({ ...story, largest: 100 })).toContain(
      'srcSet="/_ipx/w_320,q_70,f_auto/media/demo/news-3.svg 320w"',
    );
  });

  it("paints a 10×10 quality-50 blurred placeholder behind a picture above the fold", () => {
    const html = render({ ...story, priority: true });
    expect(html).toMatch(
      /style="--ph:url\(\/_ipx\/s_10x10,fit_fill,q_50,b_1,f_webp\/media\/demo\/news-3\.svg\)"/,
    );
    expect(html).toMatch(/class="[^"]*\bph\b/);
    const without = render({ ...story, priority: true, placeholder: false });
    expect(without).not.toContain("--ph");
    expect(without).not.toMatch(/class="[^"]*\bph\b/);
  });

  it("asks no placeholder for a lazy picture below the fold, unless told to", () => {
    expect(render(story)).not.toContain("--ph");
    expect(render({ ...story, placeholder: true })).toContain("--ph:url(/_ipx/s_10x10");
  });

  it("quotes a placeholder URL that CSS could not read bare", () => {
    const html = render({ ...story, src: "/media/demo/storm (1).svg", priority: true });
    expect(html).toContain(
      'style="--ph:url(&quot;/_ipx/s_10x10,fit_fill,q_50,b_1,f_webp/media/demo/storm (1).svg&quot;)"',
    );
  });

  it("loads lazily below the fold and eagerly with priority", () => {
    expect(render(story)).toContain('loading="lazy"');
    const hero = render({ ...story, priority: true });
    expect(hero).toContain('loading="eager"');
    expect(hero).toContain('fetchPriority="high"');
  });

  it("treats an unreadable size as 0 × 0: no box reserved, no placeholder", () => {
    const html = render({ ...story, width: 0, height: Number.NaN, priority: true });
    expect(html).not.toContain("width=");
    expect(html).not.toContain("height=");
    expect(html).not.toContain("--ph");
    expect(html).toContain("/_ipx/w_1536,q_70,f_auto/media/demo/news-3.svg 1536w");
  });

  it("sends allow-listed hosts through the image server and shows others as they are", () => {
    const remote = render({ ...story, src: "https://img.example.com/a.jpg" });
    expect(remote).toContain("/_ipx/w_320,q_70,f_auto/https://img.example.com/a.jpg 320w");
    const other = render({ ...story, src: "https://elsewhere.example.org/a.jpg" });
    expect(other).not.toContain("/_ipx");
    expect(other).toContain('src="https://elsewhere.example.org/a.jpg"');
  });
});
