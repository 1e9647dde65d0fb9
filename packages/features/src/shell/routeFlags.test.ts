import { describe, expect, it } from 'vitest';
import { authRoutes } from '../auth/routes.tsx';
import { botsRoutes } from '../bots/routes.tsx';
import { isRouteDenied, routeFlags, routeFlagTable } from './routeFlags.ts';

// The areas' own route objects carry their flags; the placeholder table covers pages no area builds yet.
const table = routeFlagTable([...authRoutes, ...botsRoutes]);

describe('routeFlags', () => {
  it('denies a route whose featureKey flag is true, and only then', () => {
    expect(isRouteDenied(routeFlags('/signup', table), { hideSignup: true })).toBe(true);
    expect(isRouteDenied(routeFlags('signup', table), { hideSignup: false })).toBe(false);
    expect(isRouteDenied(routeFlags('/billing', table), { hideTopUpWallet: true })).toBe(true);
    expect(isRouteDenied(routeFlags('/billing', table), {})).toBe(false);
  });

  it('denies an area route when its flag is false, not when it is missing', () => {
    expect(isRouteDenied(routeFlags('/bots/:id/*', table), { bots: false })).toBe(true);
    expect(isRouteDenied(routeFlags('/bots', table), {})).toBe(false);
    expect(isRouteDenied(routeFlags('/admin/trash', table), { trash: true })).toBe(false);
  });

  it('leaves routes without flags alone', () => {
    expect(routeFlags('/admin/users', table)).toBeUndefined();
    expect(isRouteDenied(routeFlags('/admin/users', table), { hideSignup: true, bots: false })).toBe(false);
  });

  it('knows the flags of built pages only from their areas', () => {
    expect(routeFlags('/bots')).toBeUndefined();
    expect(routeFlags('/bots', table)).toEqual({ enabledBy: 'bots' });
  });
});
