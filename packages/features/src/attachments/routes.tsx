import type { RouteObject } from 'react-router';
import { lazyPage } from '../shell/components/LazyPage/index.ts';

// The screen's code loads when it is first shown.
const contentLibrary = () => import('./screens/ContentLibraryScreen.tsx').then((m) => m.ContentLibraryScreen);

/** The attachments pages (platform-shell §2.2 content-library). */
export const attachmentsRoutes: RouteObject[] = [{ path: 'content-library', element: lazyPage(contentLibrary) }];
