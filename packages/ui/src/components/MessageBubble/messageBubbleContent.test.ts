import { describe, expect, it } from 'vitest';
import {
  emailHref,
  formatCoordinates,
  mediaKind,
  messageButtonKind,
  openStreetMapUrl,
  phoneHref,
  reactionNote,
  safeLinkUrl,
} from './messageBubbleContent.ts';

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

describe('locations', () => {
  const bangalore = { latitude: 12.9716, longitude: 77.5946 };

  it('shows coordinates to five decimals', () => {
    expect(formatCoordinates(bangalore)).toBe('12.97160, 77.59460');
    expect(formatCoordinates({ latitude: -33.8688197, longitude: 151.2092955 })).toBe('-33.86882, 151.20930');
  });

  it('links to the place on OpenStreetMap, and nowhere for coordinates off the Earth', () => {
    expect(openStreetMapUrl(bangalore)).toBe(
      'https://www.openstreetmap.org/?mlat=12.97160&mlon=77.59460#map=16/12.97160/77.59460',
    );
    expect(openStreetMapUrl({ latitude: 91, longitude: 0 })).toBeUndefined();
    expect(openStreetMapUrl({ latitude: Number.NaN, longitude: 0 })).toBeUndefined();
  });
});

describe('contact links', () => {
  it('dials the digits of a phone number', () => {
    expect(phoneHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(phoneHref('(415) 555-0123')).toBe('tel:4155550123');
    expect(phoneHref('call me')).toBeUndefined();
  });

  it('mails plain addresses only', () => {
    expect(emailHref(' asha@example.com ')).toBe('mailto:asha@example.com');
    expect(emailHref('asha@example.com?subject=hi')).toBeUndefined();
    expect(emailHref('not an address')).toBeUndefined();
  });
});

describe('reactionNote', () => {
  it('says what a reaction on its own did', () => {
    expect(reactionNote({ emoji: '👍', messageId: null })).toBe('Reacted 👍 to a message');
    expect(reactionNote({ emoji: '', messageId: 'm1' })).toBe('Removed a reaction');
  });
});
