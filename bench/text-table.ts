/**
 * A plain-text table for the benchmarks' reports: the `textColumns` read left to right, the others
 * (numbers) line up on their last digit; a rule under the header.
 */
export function textTable(header: string[], rows: string[][], textColumns: readonly number[] = [0]): string {
  const table = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        textColumns.includes(column) ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}
