/** A plain-text table for the `icaro` listings: columns padded to their widest cell, the last left ragged. */
export function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i])))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)].join("\n");
}
