import { describe, expect, it } from 'vitest';
import { breaksImageLimits, isAcceptedType, MESSAGE_IMAGE_LIMITS } from './validateFile.ts';

describe('isAcceptedType', () => {
  it('matches MIME types, wildcards and extensions', () => {
    expect(isAcceptedType({ name: 'a.pdf', type: 'application/pdf' }, ['application/pdf'])).toBe(true);
    expect(isAcceptedType({ name: 'a.PNG', type: 'image/png' }, ['image/*'])).toBe(true);
    expect(isAcceptedType({ name: 'list.CSV', type: '' }, ['.csv'])).toBe(true);
    expect(isAcceptedType({ name: 'a.exe', type: 'application/x-msdownload' }, ['.csv', 'image/*'])).toBe(false);
    expect(isAcceptedType({ name: 'a.exe', type: '' }, [])).toBe(true);
  });
});

describe('breaksImageLimits', () => {
  it('fails only when both sides exceed, or the size reaches the limit', () => {
    expect(breaksImageLimits({ width: 2000, height: 800, bytes: 10_000 }, MESSAGE_IMAGE_LIMITS)).toBe(false);
    expect(breaksImageLimits({ width: 2000, height: 1100, bytes: 10_000 }, MESSAGE_IMAGE_LIMITS)).toBe(true);
    expect(breaksImageLimits({ width: 100, height: 100, bytes: 50 * 1024 }, MESSAGE_IMAGE_LIMITS)).toBe(true);
    expect(breaksImageLimits({ width: 100, height: 100, bytes: 50 * 1024 - 1 }, MESSAGE_IMAGE_LIMITS)).toBe(false);
  });
});
