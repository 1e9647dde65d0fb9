import { authModule } from '@parley/features/auth';
import { accountsModule } from '@parley/features/accounts';
import { botsModule } from '@parley/features/bots';
import { channelsModule } from '@parley/features/channels';
import { attachmentsModule } from '@parley/features/attachments';
import { customerMasterModule } from '@parley/features/customer-master';
import { broadcastsModule } from '@parley/features/broadcasts';
import { billingModule } from '@parley/features/billing';
import { chatModule } from '@parley/features/chat';
import type { FeatureModule } from '@parley/features/shell';

/** The feature areas the console mounts: a new area is one line here. */
export const CONSOLE_MODULES: readonly FeatureModule[] = [
  authModule,
  chatModule,
  botsModule,
  channelsModule,
  attachmentsModule,
  customerMasterModule,
  broadcastsModule,
  billingModule,
  accountsModule,
];
