import { useRootData } from "#app/root-data.ts";
import { imageMeta } from "#core/media/image-meta.ts";
import { canOptimize, ipxSrcset, ipxUrl, PICTURE_BREAKPOINTS, srcsetWidths } from "#core/media/ipx-url.ts";
import { boundedMemo } from "#core/storage/bounded-memo.ts";

/** The `src` (for browsers without srcset) is never asked wider than this. */
const FALLBACK_WIDTH = 1024;
const DEFAULT_QUALITY = 70;

/**
 * A picture through the image server (`/_ipx`): one `<img>` whose srcset asks `f_auto` at the
 * spec's breakpoints up to the source's width; the server answers AVIF, WebP or JPEG from the
 * browser's Accept header (with `Vary: Accept`), so a `<picture>` with a `<source>` per format
 * would only triple the srcset text in the page (43 pictures on the home). Its intrinsic size is
 * given so the page does not shift, it is lazy below the fold, and above the fold a 10×10
 * quality-50 blurred placeholder (docs/behaviour/limits.md#images) is painted as the img's own background, so it shows with
 * no script until the picture covers it; below it the card's flat surface colour shows instead. A picture whose size cannot be read is 0 × 0 (docs/behaviour/content.md#image-metadata): no box is
 * reserved. Sources the server cannot take (other hosts, data: URLs) are shown as they are.
 */
export function Picture(props: {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the picture is shown at each viewport width. */
  sizes?: string;
  /** The widest candidate worth offering (device pixels), for pictures always shown small. */
  largest?: number;
  /** Above the fold (the hero): load at once, with high priority. */
  priority?: boolean;
  className?: string;
  /** Encoder quality 1–100 (70 by default). */
  quality?: number;
  /**
   * Paint the blurred placeholder: by default only above the fold (`priority`), where it shows
   * while the picture loads; below it, each placeholder was one more request competing with the
   * first screen (forty on the home) for a picture that loads before it is seen. Off for logos.
   */
  placeholder?: boolean;
}) {
  const imageHosts = useRootData()?.imageHosts ?? [];
  const meta = imageMeta(props.width, props.height);
  const common = {
    width: meta.width || undefined,
    height: meta.height || undefined,
    loading: props.priority ? ("eager" as const) : ("lazy" as const),
    fetchPriority: props.priority ? ("high" as const) : undefined,
    className: props.className,
  };
  if (!canOptimize(props.src, imageHosts)) return <img src={props.src} alt={props.alt} {...common} />;

  const { src, srcSet, placeholder } = pictureSources(
    props.src,
    meta.width,
    props.largest ?? 0,
    props.quality ?? DEFAULT_QUALITY,
    props.placeholder ?? props.priority === true,
  );
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={props.sizes ?? "100vw"}
      style={placeholder}
      alt={props.alt}
      {...common}
      className={placeholder ? [props.className, "ph"].filter(Boolean).join(" ") : props.className}
    />
  );
}

/**
 * The image server URLs of one picture: its fallback `src`, the `f_auto` srcset at the breakpoints
 * up to its width (or up to `largest`, 0 for no limit) and the placeholder's custom property.
 * Remembered: a page shows the same forty pictures render after render.
 */
const pictureSources = boundedMemo(
  2000,
  (source: string, width: number, largest: number, quality: number, withPlaceholder: boolean) => {
    const available = width ? srcsetWidths(width) : [...PICTURE_BREAKPOINTS];
    const small = largest ? available.filter((candidate) => candidate <= largest) : available;
    const widths = small.length > 0 ? small : available.slice(0, 1);
    const fallbackWidth = Math.min(widths[widths.length - 1], FALLBACK_WIDTH);
    // Squashed to 10×10 and stretched back over the box, so the ratio survives; painted by the
    // .ph rule (app.css) from one custom property, the shortest markup for ~40 pictures a page.
    const placeholderUrl =
      withPlaceholder && width
        ? ipxUrl(source, { width: 10, height: 10, fit: "fill", quality: 50, blur: 1, format: "webp" })
        : undefined;
    return {
      src: ipxUrl(source, { width: fallbackWidth, quality, format: "auto" }),
      srcSet: ipxSrcset(source, widths, { quality, format: "auto" }),
      placeholder: placeholderUrl
        ? ({ "--ph": `url(${cssUrl(placeholderUrl)})` } as React.CSSProperties)
        : undefined,
    };
  },
);

/** A URL for CSS url(): bare when it can be (no quotes, spaces or parentheses), quoted otherwise. */
function cssUrl(url: string): string {
  return /^[\w\-./:,%&=~+@]+$/.test(url) ? url : JSON.stringify(url);
}
