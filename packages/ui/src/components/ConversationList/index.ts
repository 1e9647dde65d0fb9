export { ConversationList } from './ConversationList.tsx';
export type { ConversationListProps, ConversationListItem } from './ConversationList.tsx';
