import { useLocation } from 'react-router';
import type { Channels, ServerMessageOf } from '@parley/api-client/contract';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import { useConsoleNavigate } from '../../provider/basePath.tsx';
import { chatPaths } from '../paths.ts';
import { raiseChatAlert, type ChatAlert } from './chatAlerts.ts';

type LiveMessage = ServerMessageOf<Channels['actions']>;

const NEW_CHAT_TITLES: Partial<Record<LiveMessage['action'], string>> = {
  customerStartChat: 'A new chat is waiting',
  waitingTransferAccept: 'A chat was transferred to you',
  waitingInviteAccept: 'You were invited to a chat',
  waitingAssignAccept: 'A chat was assigned to you',
};

/** The alert a live message raises: a chat offered to this agent, or a customer's message in one they hold. */
export function alertOf(message: LiveMessage): ChatAlert | null {
  const title = NEW_CHAT_TITLES[message.action];
  if (title) return { kind: 'new_chat', title, body: 'Open the chat notifications to pick it up.' };
  if (message.action === 'chatMessage' && message.message.direction === 'in')
    return { kind: 'new_message', title: 'New message', body: message.message.content.body.slice(0, 120) };
  return null;
}

/**
 * The sound and browser-notification layer of live chat (platform-shell §4.3): what the agent's profile turns on,
 * for what the live channel brings; a notification opens the conversation screen.
 */
export function useChatAlerts(): (message: LiveMessage) => void {
  const { profile } = useSession();
  const { pathname } = useLocation();
  const navigate = useConsoleNavigate();
  return (message) => {
    const alert = profile ? alertOf(message) : null;
    if (!profile || !alert) return;
    raiseChatAlert(
      profile,
      alert,
      { hidden: document.visibilityState === 'hidden', onConversation: pathname.endsWith(chatPaths.conversation) },
      () => navigate(chatPaths.conversation),
    );
  };
}
