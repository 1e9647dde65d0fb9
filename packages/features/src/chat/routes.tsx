import type { RouteObject } from 'react-router';
import { lazyPage } from '../shell/components/LazyPage/index.ts';

// Each screen's code loads when the screen is first shown.
const conversation = () => import('./screens/ConversationScreen.tsx').then((m) => m.ConversationScreen);
const chatConfig = () => import('./screens/ChatConfigScreen.tsx').then((m) => m.ChatConfigScreen);

/** Live chat's pages (platform-shell §2.2: admin/chatConfig too); history, monitor and analytics are still to come. */
export const chatRoutes: RouteObject[] = [
  { path: 'chat/conversation', element: lazyPage(conversation) },
  { path: 'admin/chatConfig', element: lazyPage(chatConfig) },
];
