import { describe, expect, it } from 'vitest';
import { mediaKind, messageButtonKind, safeLinkUrl } from './messageBubbleContent.ts';

describe('messageButtonKind', () => {
  it('names what each button does, whatever the case of its type', () => {
    expect(messageButtonKind({ type: 'URL', text: 'Open' })).toBe('link');
    expect(messageButtonKind({ type: 'phone_number', text: 'Call' })).toBe('phone');
    expect(messageButtonKind({ type: 'COPY_CODE', text: 'Copy' })).toBe('copy');
  });

  it('treats quick replies and any other button as a reply', () => {
    expect(messageButtonKind({ type: 'QUICK_REPLY', text: 'Yes' })).toBe('reply');
    expect(messageButtonKind({ type: 'reply', text: 'Yes' })).toBe('reply');
  });
});

describe('safeLinkUrl', () => {
  it('keeps web addresses', () => {
    expect(safeLinkUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeLinkUrl('http://example.com')).toBe('http://example.com');
  });

  it('refuses script, data and relative addresses, and nothing at all', () => {
    expect(safeLinkUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeLinkUrl(' JavaScript:alert(1)')).toBeUndefined();
    expect(safeLinkUrl('data:text/html,<script>x</script>')).toBeUndefined();
    expect(safeLinkUrl('/relative/path')).toBeUndefined();
    expect(safeLinkUrl('')).toBeUndefined();
    expect(safeLinkUrl(undefined)).toBeUndefined();
  });
});

describe('mediaKind', () => {
  it('reads header formats and media types alike', () => {
    expect(mediaKind('IMAGE')).toBe('image');
    expect(mediaKind('video')).toBe('video');
    expect(mediaKind('DOCUMENT')).toBe('document');
    expect(mediaKind('audio')).toBe('audio');
    expect(mediaKind('TEXT')).toBeUndefined();
  });
});
