import { describe, expect, it } from 'vitest';
import { placePopover } from './Popover.tsx';

const viewport = { width: 800, height: 600 };
const anchor = { top: 100, bottom: 136, left: 50, right: 250, width: 200 };

describe('placePopover', () => {
  it('puts a list under the anchor, lined up with its start or end', () => {
    expect(placePopover(anchor, { width: 200, height: 150 }, 'bottom-start', 4, viewport)).toEqual({
      top: 140,
      left: 50,
    });
    expect(placePopover(anchor, { width: 120, height: 150 }, 'bottom-end', 4, viewport)).toEqual({
      top: 140,
      left: 130,
    });
  });

  it('flips above when there is no room below, and back below when there is none above', () => {
    const low = { ...anchor, top: 500, bottom: 536 };
    expect(placePopover(low, { width: 200, height: 150 }, 'bottom-start', 4, viewport).top).toBe(346);
    expect(placePopover(anchor, { width: 100, height: 120 }, 'top', 6, viewport).top).toBe(142);
    expect(
      placePopover({ ...anchor, top: 300, bottom: 336 }, { width: 100, height: 120 }, 'top', 6, viewport).top,
    ).toBe(174);
  });

  it('centres tooltips and keeps them inside the viewport', () => {
    expect(placePopover(anchor, { width: 100, height: 30 }, 'bottom', 6, viewport).left).toBe(100);
    expect(
      placePopover({ ...anchor, left: 0, right: 20, width: 20 }, { width: 100, height: 30 }, 'top', 6, viewport).left,
    ).toBe(0);
    expect(
      placePopover({ ...anchor, left: 760, right: 800 }, { width: 200, height: 30 }, 'bottom-start', 4, viewport).left,
    ).toBe(600);
  });
});
