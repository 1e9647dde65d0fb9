import { defineFeatureModule } from '../shell/featureModule.ts';
import { attachmentsRoutes } from './routes.tsx';

/**
 * The attachment library: My Library, every signed-in user's (their private attachments and the enterprise's
 * public ones), and the attachment dialog other areas open. No side-menu entry: platform-shell §2.5 reaches the
 * library from the profile dropdown ("My Library if artifactsEnabled"), which the shell's frame already offers at
 * this address.
 */
export const attachmentsModule = defineFeatureModule({
  id: 'attachments',
  routes: attachmentsRoutes,
});
