/**
 * A pure function remembered for its last `max` distinct inputs (the oldest go first), so a
 * crawler walking every story cannot grow it without bound. For work that every render repeats
 * with the same inputs — slugs, picture URLs — on the server, where a page renders a hundred times
 * a second, and in the browser while it hydrates. `keyOf` names an input; equal keys must mean
 * equal results.
 */
export function boundedMemo<A extends unknown[], V>(
  max: number,
  compute: (...args: A) => V,
  keyOf: (...args: A) => string = (...args) => args.join("\n"),
): (...args: A) => V {
  const values = new Map<string, V>();
  return (...args) => {
    const key = keyOf(...args);
    const known = values.get(key);
    if (known !== undefined || values.has(key)) return known as V;
    const value = compute(...args);
    values.set(key, value);
    if (values.size > max) values.delete(values.keys().next().value as string);
    return value;
  };
}
