import { describe, expect, it } from 'vitest';
import { isRouteDenied, routeFlags } from './routeFlags.ts';

describe('routeFlags', () => {
  it('denies a route whose featureKey flag is true, and only then', () => {
    expect(isRouteDenied(routeFlags('/signup'), { hideSignup: true })).toBe(true);
    expect(isRouteDenied(routeFlags('signup'), { hideSignup: false })).toBe(false);
    expect(isRouteDenied(routeFlags('/billing'), { hideTopUpWallet: true })).toBe(true);
    expect(isRouteDenied(routeFlags('/billing'), {})).toBe(false);
  });

  it('denies an area route when its flag is false, not when it is missing', () => {
    expect(isRouteDenied(routeFlags('/bots/:id/*'), { bots: false })).toBe(true);
    expect(isRouteDenied(routeFlags('/bots'), {})).toBe(false);
    expect(isRouteDenied(routeFlags('/admin/trash'), { trash: true })).toBe(false);
  });

  it('leaves routes without flags alone', () => {
    expect(routeFlags('/admin/users')).toBeUndefined();
    expect(isRouteDenied(routeFlags('/admin/users'), { hideSignup: true, bots: false })).toBe(false);
  });
});
