/** A Markdown table of strings, each column as wide as its widest cell (the benches print their results so). */
export function markdownTable(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
