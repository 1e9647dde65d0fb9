import type { RouteObject } from 'react-router';
import { lazyPage } from '../shell/components/LazyPage/index.ts';

// Each screen's code loads when the screen is first shown.
const channelList = () => import('./screens/ChannelListScreen.tsx').then((m) => m.ChannelListScreen);
const channelForm = () => import('./screens/ChannelFormScreen.tsx').then((m) => m.ChannelFormScreen);
const channelDetails = () => import('./screens/ChannelDetailsScreen.tsx').then((m) => m.ChannelDetailsScreen);
const simulator = () => import('./screens/SimulatorScreen.tsx').then((m) => m.SimulatorScreen);
const onboarding = () => import('./screens/WabaOnboardingScreen.tsx').then((m) => m.WabaOnboardingScreen);
const templateList = () => import('./screens/TemplateListScreen.tsx').then((m) => m.TemplateListScreen);
const templateEditor = () => import('./screens/TemplateEditorScreen.tsx').then((m) => m.TemplateEditorScreen);

/** The channels pages (platform-shell §2.2 admin/channels, admin/whatsapp-onboarding, admin/messageTemplate/whatsapp). */
export const channelsRoutes: RouteObject[] = [
  { path: 'admin/channels', element: lazyPage(channelList) },
  { path: 'admin/channels/create', element: lazyPage(channelForm) },
  { path: 'admin/channels/edit/:id', element: lazyPage(channelForm) },
  { path: 'admin/channels/:id/details', element: lazyPage(channelDetails) },
  { path: 'admin/channels/:id/simulator', element: lazyPage(simulator) },
  { path: 'admin/whatsapp-onboarding', element: lazyPage(onboarding) },
  { path: 'admin/messageTemplate/whatsapp', element: lazyPage(templateList) },
  { path: 'admin/messageTemplate/whatsapp/create', element: lazyPage(templateEditor) },
  { path: 'admin/messageTemplate/whatsapp/edit/:id', element: lazyPage(templateEditor) },
];
