import type { UserProfile } from '@parley/api-client';

type AudioSound = UserProfile['audioSettings']['sounds'][number];

/** The five chat notification sounds (platform-shell §9). */
export const CHAT_SOUNDS = [
  { value: 'chime', label: 'Chime' },
  { value: 'bell', label: 'Bell' },
  { value: 'pop', label: 'Pop' },
  { value: 'ding', label: 'Ding' },
  { value: 'alert', label: 'Alert' },
] as const;

/** Volume is stored as a percent; an audio element takes it scaled by 0.01 (platform-shell §9). */
export const toAudioVolume = (percent: number) => Math.min(100, Math.max(0, percent)) * 0.01;

/** Each sound is a tone made in the browser (no audio files to fetch or allow in the console's policy). */
const TONES: Record<string, number> = { chime: 880, bell: 660, pop: 440, ding: 990, alert: 520 };

/**
 * Plays a chat alert: its tone, `repeat` more times, at the stored volume scaled by 0.01. The profile's preview
 * and the live chat's alerts play the same. Null where the browser has no Web Audio.
 */
export function previewSound(sound: AudioSound): number | null {
  const Context = globalThis.AudioContext;
  if (!Context) return null;
  const context = new Context();
  const gain = context.createGain();
  gain.gain.value = toAudioVolume(sound.volume);
  gain.connect(context.destination);
  for (let i = 0; i <= sound.repeat; i++) {
    const tone = context.createOscillator();
    tone.frequency.value = TONES[sound.sound] ?? 880;
    tone.connect(gain);
    tone.start(context.currentTime + i * 0.4);
    tone.stop(context.currentTime + i * 0.4 + 0.2);
  }
  setTimeout(() => void context.close(), (sound.repeat + 1) * 400 + 100);
  return gain.gain.value;
}
