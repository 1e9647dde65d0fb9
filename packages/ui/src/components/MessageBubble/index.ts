export { MessageBubble, MESSAGE_CAROUSEL_INTERVAL_MS, MESSAGE_NOT_DELIVERED } from './MessageBubble.tsx';
export type { MessageBubbleProps } from './MessageBubble.tsx';
export { messageButtonKind } from './messageBubbleContent.ts';
export { collectMessageReactions } from './messageReactions.ts';
export type { MessageReactions, ReactableMessage } from './messageReactions.ts';
export type {
  MessageBubbleButton,
  MessageBubbleCard,
  MessageBubbleContact,
  MessageBubbleContent,
  MessageBubbleFlow,
  MessageBubbleHeader,
  MessageBubbleList,
  MessageBubbleListRow,
  MessageBubbleListSection,
  MessageBubbleLocation,
  MessageBubbleMedia,
  MessageBubbleReaction,
  MessageBubbleReactionContent,
  MessageButtonKind,
  MessageButtonType,
  MessageDeliveryStatus,
  MessageDirection,
  MessageHeaderFormat,
  MessageMediaType,
} from './messageBubbleContent.ts';
