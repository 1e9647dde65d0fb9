import { VENDOR_IDS } from '@parley/api-client/contract';
import type { Queryable } from '../../../../db/database.ts';
import type { ChannelHub } from '../../../../http/channels.ts';
import type { WhatsappSettings } from '../../../../settings.ts';
import type { FileStorage } from '../../../attachments/services/fileStorage.ts';
import { mediaLibrary } from '../libraryMedia.ts';
import { sandboxAdapter } from './sandbox.ts';
import type { ChannelAdapter } from './types.ts';
import { webChatAdapter } from './webChat.ts';
import { whatsappCloudAdapter } from './whatsappCloud/adapter.ts';

/** What adapters use of the server: the provider settings, and the attachment library they send files from. */
export interface AdapterServices {
  whatsapp: WhatsappSettings;
  db: Queryable;
  files: FileStorage;
  /** The live channels, through which web chat reaches its visitors. */
  channels: ChannelHub;
}

/** The adapter of a vendor; null for a vendor the catalogue names but this server does not speak. */
export function adapterFor(vendor: number, services: AdapterServices): ChannelAdapter | null {
  if (vendor === VENDOR_IDS.sandbox) return sandboxAdapter;
  if (vendor === VENDOR_IDS.whatsappCloud)
    return whatsappCloudAdapter(services.whatsapp, mediaLibrary(services.db, services.files));
  if (vendor === VENDOR_IDS.webChat) return webChatAdapter(services.channels);
  return null;
}
