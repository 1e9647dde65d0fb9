import type { FastifyBaseLogger } from 'fastify';
import type { SecretBox } from '../../../services/secrets.ts';
import type { ChannelRow } from './channelRows.ts';
import { openSecrets } from './channelSecrets.ts';
import { ProviderFailure } from './adapters/providerFailure.ts';
import type { AdapterChannel } from './adapters/types.ts';

/**
 * A stored channel as its adapter needs it: the vendor's fields with the secrets opened. Secrets that no longer
 * open (the server's key changed) are a ProviderFailure the caller turns into "enter them again"; only the channel
 * id and the reason are logged.
 */
export function adapterChannel(secrets: SecretBox, row: ChannelRow, log?: FastifyBaseLogger): AdapterChannel {
  let opened: Record<string, string>;
  try {
    opened = openSecrets(secrets, row);
  } catch (error) {
    log?.warn({ channelId: row.id, reason: (error as Error).message }, 'channel secrets unreadable');
    throw new ProviderFailure('configUnreadable');
  }
  return { id: row.id, enterpriseId: row.enterprise_id, vendor: row.vendor, data: { ...row.config, ...opened } };
}
