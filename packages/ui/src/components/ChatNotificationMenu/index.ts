export { ChatNotificationMenu } from './ChatNotificationMenu.tsx';
export type { ChatNotificationMenuProps, ChatNotificationEntry } from './ChatNotificationMenu.tsx';
