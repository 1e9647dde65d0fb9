import type { RouteObject } from 'react-router';
import { lazyPage } from '../shell/components/LazyPage/index.ts';

// Each screen's code loads when the screen is first shown.
const conversation = () => import('./screens/ConversationScreen.tsx').then((m) => m.ConversationScreen);
const chatConfig = () => import('./screens/ChatConfigScreen.tsx').then((m) => m.ChatConfigScreen);
const history = () => import('./screens/ChatHistoryScreen.tsx').then((m) => m.ChatHistoryScreen);
const monitor = () => import('./screens/ChatMonitorScreen.tsx').then((m) => m.ChatMonitorScreen);
const analytics = () => import('./screens/ChatAnalyticsScreen.tsx').then((m) => m.ChatAnalyticsScreen);

/** Live chat's pages (platform-shell §2.2: conversation, history, monitor, analytics; admin/chatConfig too). */
export const chatRoutes: RouteObject[] = [
  { path: 'chat/conversation', element: lazyPage(conversation) },
  { path: 'chat/history', element: lazyPage(history) },
  { path: 'chat/monitor', element: lazyPage(monitor) },
  { path: 'chat/analytics', element: lazyPage(analytics) },
  { path: 'admin/chatConfig', element: lazyPage(chatConfig) },
];
