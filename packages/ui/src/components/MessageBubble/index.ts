export { MessageBubble, MESSAGE_CAROUSEL_INTERVAL_MS, MESSAGE_NOT_DELIVERED } from './MessageBubble.tsx';
export type { MessageBubbleProps } from './MessageBubble.tsx';
export { messageButtonKind } from './messageBubbleContent.ts';
export type {
  MessageBubbleButton,
  MessageBubbleCard,
  MessageBubbleContent,
  MessageBubbleHeader,
  MessageBubbleMedia,
  MessageButtonKind,
  MessageButtonType,
  MessageDeliveryStatus,
  MessageDirection,
  MessageHeaderFormat,
  MessageMediaType,
} from './messageBubbleContent.ts';
