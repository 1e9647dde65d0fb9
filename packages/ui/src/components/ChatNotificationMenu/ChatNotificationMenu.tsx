import { CountBadge } from '../CountBadge/CountBadge.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Menu } from '../Menu/Menu.tsx';

export interface ChatNotificationEntry {
  /** The kind, handed back on select ('Transferred', 'Live', …). */
  type: string;
  /** What the entry says ('New/Live chats'). */
  label: string;
  count: number;
}

export interface ChatNotificationMenuProps {
  /** The kinds in the dropdown's order, each with its count. */
  entries: readonly ChatNotificationEntry[];
  onSelect: (type: string) => void;
}

/**
 * The top bar's chat notification indicator (platform-shell §2.6 item 1): a bell with the total waiting, which
 * blinks while above 0, opening a dropdown of the kinds with their counts.
 */
export function ChatNotificationMenu({ entries, onSelect }: ChatNotificationMenuProps) {
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <Menu
      label={`Chat notifications, ${total} waiting`}
      buttonContent={
        <>
          <Icon name="bell" />
          <CountBadge count={total} label="chats waiting" />
        </>
      }
      items={entries.map((entry) => ({
        id: entry.type,
        label: entry.label,
        count: entry.count,
        onSelect: () => onSelect(entry.type),
      }))}
      align="end"
    />
  );
}
