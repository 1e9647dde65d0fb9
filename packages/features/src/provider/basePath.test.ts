import { describe, expect, it } from 'vitest';
import { normaliseBasePath, withBasePath } from './basePath.tsx';

describe('base path', () => {
  it('normalises what a host passes', () => {
    expect(normaliseBasePath('/tools/')).toBe('/tools');
    expect(normaliseBasePath('tools')).toBe('/tools');
    expect(normaliseBasePath('/')).toBe('');
    expect(normaliseBasePath('')).toBe('');
  });

  it('puts console paths under it and leaves relative paths alone', () => {
    expect(withBasePath('/tools', '/bots/7/intents')).toBe('/tools/bots/7/intents');
    expect(withBasePath('/tools', '/')).toBe('/tools');
    expect(withBasePath('/tools', 'intents')).toBe('intents');
    expect(withBasePath('/tools', { pathname: '/login', search: '?x=1' })).toEqual({
      pathname: '/tools/login',
      search: '?x=1',
    });
    expect(withBasePath('', '/bots')).toBe('/bots');
  });
});
