import { useRef, useState } from 'react';
import { useChatCounts, useNotificationChats } from '@parley/api-client/hooks';
import {
  NOTIFICATION_TYPES,
  NO_CHAT_COUNTS,
  PICKUP_DIALOG_CLOSE_MS,
  notificationType,
  type NotificationType,
} from '@parley/api-client/contract';
import {
  ChatNotificationDialog,
  ChatNotificationMenu,
  ConfirmDialog,
  useToast,
  type ChatNotificationRow,
} from '@parley/ui';
import { useSession } from '../../../auth/session/SessionProvider.tsx';
import { useConsoleNavigate } from '../../../provider/basePath.tsx';
import { chatPaths } from '../../paths.ts';
import { useChatAlerts } from '../../alerts/useChatAlerts.ts';
import { useLiveChat } from './useLiveChat.ts';

/**
 * The top bar's chat notifications (platform-shell §2.6 items 1, 3, 4), for agents only (CHAT.HANDLE): the counts
 * by kind, the table of one kind's chats, the pickup confirmation; a won pickup opens the conversation screen, a
 * lost one says why.
 */
export function ChatNotifications() {
  const { permissions } = useSession();
  if (!permissions.includes('CHAT.HANDLE')) return null;
  return <AgentChatNotifications />;
}

function AgentChatNotifications() {
  const toast = useToast();
  const navigate = useConsoleNavigate();
  const counts = useChatCounts().data ?? NO_CHAT_COUNTS;
  const [shown, setShown] = useState<NotificationType | null>(null);
  const [confirming, setConfirming] = useState<ChatNotificationRow | null>(null);
  const rows = useNotificationChats(shown);
  // The pickup this tab asked for: every tab of the agent hears of a win, only the asking one opens the chat.
  const asked = useRef<string | null>(null);
  const alert = useChatAlerts();
  const { send } = useLiveChat((message) => {
    alert(message);
    if (message.action === 'chatPickedUp') {
      if (message.chatId !== asked.current) return;
      asked.current = null;
      setConfirming(null);
      // The confirm dialog closes a moment after the pickup (platform-shell §9).
      setTimeout(() => setShown(null), PICKUP_DIALOG_CLOSE_MS);
      navigate(chatPaths.conversation);
    } else if (message.action === 'pickupFailed') {
      asked.current = null;
      setConfirming(null);
      toast.error(message.message);
    }
  });

  const choose = (type: string) => {
    const kind = notificationType(type as NotificationType);
    if (counts[kind.counter] === 0) toast.info(kind.empty);
    else setShown(kind.type);
  };

  const pickUp = () => {
    if (!confirming || !shown) return;
    asked.current = confirming.chatId;
    send({ action: notificationType(shown).pickup, chatId: confirming.chatId });
  };

  return (
    <>
      <ChatNotificationMenu
        entries={NOTIFICATION_TYPES.map((t) => ({ type: t.type, label: t.label, count: counts[t.counter] }))}
        onSelect={choose}
      />
      <ChatNotificationDialog
        open={shown !== null}
        type={shown ?? 'Live'}
        rows={rows.data ?? []}
        loading={rows.isLoading}
        onPickup={setConfirming}
        onClose={() => setShown(null)}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={`${shown ?? ''} chat`}
        message="Do you want pickup this chat ?"
        confirmLabel="Pickup"
        cancelLabel="Ignore"
        result="pickup"
        onConfirm={pickUp}
        onClose={(result) => {
          if (result !== 'pickup') setConfirming(null);
        }}
      />
    </>
  );
}
