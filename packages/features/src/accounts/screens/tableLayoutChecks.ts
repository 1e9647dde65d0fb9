import { expect } from 'storybook/test';

/**
 * Layout checks for the account screens' stories (story code only, never imported by a screen): rows keep
 * their text on one line, the row actions stay a compact button, and a narrow window does not scroll sideways.
 */

/** The lines an element's text takes up: the distinct tops of its text's line boxes. */
export function textLineCount(element: Element): number {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const tops: number[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
  }
  tops.sort((a, b) => a - b);
  // Rects on one line share their top (give or take sub-pixel rounding).
  return tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 2).length;
}

/** The cell's text is on one line and not cut off at either edge. */
export async function expectCellOnOneLine(cell: HTMLElement): Promise<void> {
  await expect(textLineCount(cell)).toBe(1);
  const range = document.createRange();
  range.selectNodeContents(cell);
  const text = range.getBoundingClientRect();
  const box = cell.getBoundingClientRect();
  await expect(text.left).toBeGreaterThanOrEqual(box.left);
  await expect(text.right).toBeLessThanOrEqual(box.right);
}

/** A row's actions button: a compact control (not a column of letters), whole inside its cell. */
export async function expectCompactRowActions(button: HTMLElement): Promise<void> {
  const box = button.getBoundingClientRect();
  await expect(box.width).toBeGreaterThanOrEqual(28);
  await expect(box.height).toBeLessThan(48);
  // Nothing spills out of the button (a fixed-height button squeezed narrow overflows downwards) ...
  await expect(button.scrollHeight).toBeLessThanOrEqual(button.clientHeight);
  await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  // ... and whatever text it holds, shown or only named, stays on one line.
  await expect(textLineCount(button)).toBeLessThanOrEqual(1);
  const cell = button.closest('[role="cell"]');
  if (!cell) throw new Error('the actions button is not in a table cell');
  const cellBox = cell.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(cellBox.left);
  await expect(box.right).toBeLessThanOrEqual(cellBox.right);
  await expect(box.bottom).toBeLessThanOrEqual(cellBox.bottom);
}

/** The page itself never scrolls sideways (a wide table scrolls inside its own region). */
export async function expectNoPageOverflow(): Promise<void> {
  const root = document.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}
