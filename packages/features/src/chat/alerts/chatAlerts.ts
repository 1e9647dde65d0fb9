import type { UserProfile } from '@parley/api-client';
import { previewSound } from './chatSounds.ts';

export type ChatAlertKind = 'new_chat' | 'new_message';

export interface ChatAlert {
  kind: ChatAlertKind;
  title: string;
  body: string;
}

/** Where the alert is seen: whether the tab is hidden, and whether the conversation screen is the one shown. */
export interface AlertContext {
  hidden: boolean;
  onConversation: boolean;
}

/**
 * Whether a browser notification is shown (platform-shell §4.3): only when chat notifications are enabled, the
 * browser allows them, and the tab is hidden or the user is not on the conversation screen.
 */
export function shouldNotify(
  profile: Pick<UserProfile, 'enableChatNotification'>,
  permission: NotificationPermission | 'unsupported',
  where: AlertContext,
): boolean {
  return profile.enableChatNotification && permission === 'granted' && (where.hidden || !where.onConversation);
}

/** The sound the profile sets for this kind of alert, when sound alerts are on. */
export const soundFor = (profile: Pick<UserProfile, 'audioSettings'>, kind: ChatAlertKind) =>
  profile.audioSettings.enable ? profile.audioSettings.sounds.find((s) => s.type === kind) : undefined;

/**
 * Plays the profile's sound for the alert and shows a browser notification when the rules allow; clicking the
 * notification brings the console forward on the conversation screen (`open`).
 */
export function raiseChatAlert(
  profile: Pick<UserProfile, 'enableChatNotification' | 'audioSettings'>,
  alert: ChatAlert,
  where: AlertContext,
  open: () => void,
): void {
  const sound = soundFor(profile, alert.kind);
  if (sound) previewSound(sound);
  const permission = typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
  if (!shouldNotify(profile, permission, where)) return;
  const notification = new Notification(alert.title, { body: alert.body, tag: `parley-${alert.kind}` });
  notification.onclick = () => {
    window.focus();
    open();
    notification.close();
  };
}
