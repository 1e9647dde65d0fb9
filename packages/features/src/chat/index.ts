export { chatModule } from './module.ts';
export { chatRoutes } from './routes.tsx';
export { chatPaths } from './paths.ts';
export { ChatNotifications } from './components/ChatNotifications/ChatNotifications.tsx';
export { ChatList, type ChatListProps } from './components/ChatList/ChatList.tsx';
export { ChatThread, authorLine, type ChatThreadProps } from './components/ChatThread/ChatThread.tsx';
export { ConversationScreen } from './screens/ConversationScreen.tsx';
export { ChatConfigScreen } from './screens/ChatConfigScreen.tsx';
