import { VENDOR_IDS } from '@parley/api-client/contract';
import type { Queryable } from '../../../../db/database.ts';
import type { WhatsappSettings } from '../../../../settings.ts';
import type { FileStorage } from '../../../attachments/services/fileStorage.ts';
import { mediaLibrary } from '../libraryMedia.ts';
import { sandboxAdapter } from './sandbox.ts';
import type { ChannelAdapter } from './types.ts';
import { whatsappCloudAdapter } from './whatsappCloud/adapter.ts';

/** The adapter of a vendor; null for a vendor the catalogue names but this server does not speak. */
/** What adapters use of the server: the provider settings, and the attachment library they send files from. */
export interface AdapterServices {
  whatsapp: WhatsappSettings;
  db: Queryable;
  files: FileStorage;
}

/** The adapter of a vendor; null for a vendor the catalogue names but this server does not speak. */
export function adapterFor(vendor: number, services: AdapterServices): ChannelAdapter | null {
  if (vendor === VENDOR_IDS.sandbox) return sandboxAdapter;
  if (vendor === VENDOR_IDS.whatsappCloud)
    return whatsappCloudAdapter(services.whatsapp, mediaLibrary(services.db, services.files));
  return null;
}
