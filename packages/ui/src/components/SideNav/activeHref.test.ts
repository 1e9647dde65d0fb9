import { describe, expect, it } from 'vitest';
import { findActiveHref, isHrefPrefix } from './activeHref.ts';

describe('isHrefPrefix', () => {
  it('matches the path itself and its sub-paths only at segment boundaries', () => {
    expect(isHrefPrefix('/chat', '/chat')).toBe(true);
    expect(isHrefPrefix('/chat', '/chat/123')).toBe(true);
    expect(isHrefPrefix('/chat/', '/chat')).toBe(true);
    expect(isHrefPrefix('/chat', '/chatbot')).toBe(false);
    expect(isHrefPrefix('/chat?tab=1', '/chat/1')).toBe(true);
  });
});

describe('findActiveHref', () => {
  const items = [
    { href: '/analytics' },
    { children: [{ href: '/ai/skills' }, { href: '/ai/analytics' }] },
    { href: '/ai' },
  ];

  it('prefers the longest matching href, children included', () => {
    expect(findActiveHref(items, '/ai/analytics/today')).toBe('/ai/analytics');
    expect(findActiveHref(items, '/ai/other')).toBe('/ai');
    expect(findActiveHref(items, '/analytics')).toBe('/analytics');
  });

  it('returns undefined when nothing matches', () => {
    expect(findActiveHref(items, '/billing')).toBeUndefined();
  });
});
