import { CHAT_STATES, type ChatSummaryRow } from '@parley/api-client/contract';
import { ConversationList } from '@parley/ui';

export interface ChatListProps {
  chats: readonly ChatSummaryRow[];
  selectedId: string | null;
  onSelect: (chatId: string) => void;
}

/** The agent's chats, pinned first: who, the last message, how many of the customer's are new, which are put aside. */
export function ChatList({ chats, selectedId, onSelect }: ChatListProps) {
  return (
    <ConversationList
      label="My chats"
      selectedId={selectedId}
      onSelect={onSelect}
      items={chats.map((chat) => ({
        id: chat.chatId,
        name: chat.customerName || chat.customerNumber,
        ...(chat.customerName ? { detail: chat.customerNumber } : {}),
        unread: chat.newMsgCount,
        lastMessage: chat.lastMessage,
        ...(chat.state === CHAT_STATES.SUSPEND ? { note: 'Suspended' } : {}),
        pinned: chat.pinned,
        tags: chat.tags,
      }))}
    />
  );
}
