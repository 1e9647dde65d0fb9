import { afterEach, describe, expect, it } from 'vitest';
import { previewSound, toAudioVolume } from './ProfileScreen.tsx';

/** A stand-in for the browser's AudioContext that records what would be played. */
class RecordingAudioContext {
  static last: RecordingAudioContext | undefined;
  currentTime = 0;
  destination = {};
  tones: { frequency: number; start: number; stop: number }[] = [];
  constructor() {
    RecordingAudioContext.last = this;
  }
  createGain() {
    const node = { gain: { value: 1 }, connect: () => node };
    return node;
  }
  createOscillator() {
    const tone = { frequency: 0, start: 0, stop: 0 };
    this.tones.push(tone);
    return {
      frequency: {
        set value(v: number) {
          tone.frequency = v;
        },
      },
      connect: () => undefined,
      start: (at: number) => (tone.start = at),
      stop: (at: number) => (tone.stop = at),
    };
  }
  close() {
    return Promise.resolve();
  }
}

const original = (globalThis as { AudioContext?: unknown }).AudioContext;
afterEach(() => {
  (globalThis as { AudioContext?: unknown }).AudioContext = original;
});

describe('sound alerts', () => {
  it('scales the stored percent by 0.01 and keeps it within 0..1', () => {
    expect(toAudioVolume(80)).toBeCloseTo(0.8);
    expect(toAudioVolume(0)).toBe(0);
    expect(toAudioVolume(150)).toBe(1);
    expect(toAudioVolume(-5)).toBe(0);
  });

  it('plays the tone once plus `repeat` times at the scaled volume', () => {
    (globalThis as { AudioContext?: unknown }).AudioContext = RecordingAudioContext;
    const volume = previewSound({ type: 'new_chat', sound: 'bell', repeat: 2, volume: 35 });
    expect(volume).toBeCloseTo(0.35);
    const tones = RecordingAudioContext.last!.tones;
    expect(tones).toHaveLength(3);
    expect(tones.every((tone) => tone.frequency === 660)).toBe(true);
    expect(tones.map((tone) => tone.start)).toEqual([0, 0.4, 0.8]);
  });

  it('does nothing where the browser has no audio', () => {
    (globalThis as { AudioContext?: unknown }).AudioContext = undefined;
    expect(previewSound({ type: 'new_message', sound: 'pop', repeat: 0, volume: 50 })).toBeNull();
  });
});
