import { defineServerArea } from '../../http/serverArea.ts';
import { artifactHandlers } from './handlers/artifacts.ts';
import { bucketHandlers } from './handlers/buckets.ts';
import { fileHandlers } from './handlers/files.ts';

/**
 * The attachment library: attachments (files, links, locations, canned messages, tags) private to their creator or
 * public to the enterprise, the buckets that group them, file uploads judged by content and streamed to the file
 * storage (ServerServices.files), and downloads opened by short-lived access ids.
 */
export const attachmentsArea = defineServerArea({
  id: 'attachments',
  handlers: { ...artifactHandlers, ...bucketHandlers, ...fileHandlers },
});
