import { defineFeatureModule } from '../shell/featureModule.ts';
import { authRoutes } from './routes.tsx';

/** Sign-in, sign-up, recovery, reset, activation and invitations: pages outside the signed-in frame. */
export const authModule = defineFeatureModule({ id: 'auth', publicRoutes: authRoutes });
