import { describe, expect, it } from 'vitest';
import { shouldNotify, soundFor } from './chatAlerts.ts';

const on = { enableChatNotification: true };
const sounds = [
  { type: 'new_chat' as const, sound: 'bell', repeat: 1, volume: 60 },
  { type: 'new_message' as const, sound: 'pop', repeat: 0, volume: 40 },
];

describe('chat alerts', () => {
  it('notifies only when enabled, allowed, and the tab is hidden or another screen is shown', () => {
    expect(shouldNotify(on, 'granted', { hidden: true, onConversation: true })).toBe(true);
    expect(shouldNotify(on, 'granted', { hidden: false, onConversation: false })).toBe(true);
    expect(shouldNotify(on, 'granted', { hidden: false, onConversation: true })).toBe(false);
    expect(shouldNotify(on, 'default', { hidden: true, onConversation: false })).toBe(false);
    expect(shouldNotify(on, 'unsupported', { hidden: true, onConversation: false })).toBe(false);
    expect(shouldNotify({ enableChatNotification: false }, 'granted', { hidden: true, onConversation: false })).toBe(
      false,
    );
  });

  it("plays the profile's sound for the kind, only with sound alerts on", () => {
    expect(soundFor({ audioSettings: { enable: true, sounds } }, 'new_message')).toEqual(sounds[1]);
    expect(soundFor({ audioSettings: { enable: false, sounds } }, 'new_chat')).toBeUndefined();
    expect(soundFor({ audioSettings: { enable: true, sounds: [] } }, 'new_chat')).toBeUndefined();
  });
});
