/**
 * At most `concurrency` page renders at a time; the others wait their turn, first come first
 * served. A render holds its loaders' data, its React tree and its HTML until it answers: a
 * hundred at once grew the heap by ~150 MB and, all sharing one CPU, answered none of them sooner
 * (the soak bench, docs/decisions/0058-server-memory-under-load.md). Queued, the same load answers in arrival order and the memory is
 * that of `concurrency` renders. The slot is held until the response's headers are ready (the
 * shell rendered); what streams after that is no longer counted.
 */
export type RenderQueue = {
  run<T>(render: () => Promise<T>): Promise<T>;
  /** Renders under way now. */
  readonly running: number;
  /** Renders waiting for a slot now. */
  readonly waiting: number;
};

/** `onWaiting` hears the number of waiting renders whenever it changes (a metrics gauge). */
export function createRenderQueue(
  concurrency: number,
  onWaiting: (waiting: number) => void = () => {},
): RenderQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`a render queue needs a concurrency of at least 1 (got ${concurrency})`);
  }
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    // The slot passes straight to the oldest waiter, so a newcomer cannot take it in between.
    const next = waiting.shift();
    if (next) {
      onWaiting(waiting.length);
      next();
    } else running -= 1;
  };

  return {
    async run(render) {
      if (running < concurrency) running += 1;
      else {
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          onWaiting(waiting.length);
        });
      }
      try {
        return await render();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
