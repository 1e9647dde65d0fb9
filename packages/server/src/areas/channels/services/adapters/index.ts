import { VENDOR_IDS } from '@parley/api-client/contract';
import type { WhatsappSettings } from '../../../../settings.ts';
import { sandboxAdapter } from './sandbox.ts';
import type { ChannelAdapter } from './types.ts';
import { whatsappCloudAdapter } from './whatsappCloud/adapter.ts';

/** The adapter of a vendor; null for a vendor the catalogue names but this server does not speak. */
export function adapterFor(vendor: number, settings: { whatsapp: WhatsappSettings }): ChannelAdapter | null {
  if (vendor === VENDOR_IDS.sandbox) return sandboxAdapter;
  if (vendor === VENDOR_IDS.whatsappCloud) return whatsappCloudAdapter(settings.whatsapp);
  return null;
}
