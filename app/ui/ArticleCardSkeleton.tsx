/** A grey card the size of a story while stories load (decorative: the list says it is busy). */
export function ArticleCardSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <div aria-hidden="true" className={`flex animate-pulse ${compact ? "flex-row gap-3" : "flex-col gap-2"}`}>
      <div
        className={`rounded-lg bg-[var(--color-surface)] ${compact ? "aspect-video w-24" : "aspect-video w-full"}`}
      />
      <div className="flex flex-1 flex-col gap-2">
        <div className="h-4 w-11/12 rounded bg-[var(--color-surface)]" />
        <div className="h-4 w-2/3 rounded bg-[var(--color-surface)]" />
        <div className="h-3 w-1/3 rounded bg-[var(--color-surface)]" />
      </div>
    </div>
  );
}
