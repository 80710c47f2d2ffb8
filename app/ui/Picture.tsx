/**
 * A picture with its intrinsic size given, so the page does not shift while it loads; below the
 * fold it loads lazily. The image pipeline (`/_ipx`, srcset, placeholder) is layered on here, so
 * pages only ever use this component for pictures.
 */
export function Picture(props: {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the picture is shown at each viewport width. */
  sizes?: string;
  /** Above the fold (the hero): load at once, with high priority. */
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={props.src}
      alt={props.alt}
      width={props.width || undefined}
      height={props.height || undefined}
      sizes={props.sizes}
      loading={props.priority ? "eager" : "lazy"}
      fetchPriority={props.priority ? "high" : undefined}
      decoding="async"
      className={props.className}
    />
  );
}
