import type { Queryable } from '../../../db/database.ts';
import type { FileStorage } from '../../attachments/services/fileStorage.ts';
import { findStoredFile } from '../../attachments/services/storedFiles.ts';
import type { MediaLibrary } from './adapters/whatsappCloud/mediaUploads.ts';

/**
 * A library file's address as the console writes it: `…/e/drive/files/<file id>` (absolute, with whatever host
 * served the console, or below the API base), with or without its `x-access-id`. Only the enterprise's own files
 * are found by it, so the host does not matter.
 */
const LIBRARY_PATH = /(?:^|\/)e\/drive\/files\/([A-Za-z0-9_-]{1,64})$/;

/** Meta keeps an uploaded media id 30 days; one a day younger is reused, so none expires mid-broadcast. */
const REUSE_DAYS = 29;

function libraryFileId(address: string): string | null {
  let path = address.split(/[?#]/)[0] ?? '';
  try {
    if (/^https?:\/\//i.test(address)) path = new URL(address).pathname;
  } catch {
    return null;
  }
  return LIBRARY_PATH.exec(path)?.[1] ?? null;
}

/** The attachment library (stored_files and their bytes) and the Cloud API uploads made from it (provider_media). */
export function mediaLibrary(db: Queryable, files: FileStorage): MediaLibrary {
  return {
    async find(enterpriseId, address) {
      const id = libraryFileId(address);
      const row = id ? await findStoredFile(db, enterpriseId, id) : null;
      if (!row) return null;
      return {
        fileId: row.id,
        name: row.name,
        mimeType: row.mime_type,
        size: Number(row.size),
        open: () => files.get(row.storage_key),
      };
    },

    async uploadedId(channelId, fileId) {
      const [row] = await db.query<{ media_id: string }>(
        `SELECT media_id FROM provider_media
          WHERE channel_id = $1 AND file_id = $2 AND uploaded_at > now() - make_interval(days => $3)`,
        [channelId, fileId, REUSE_DAYS],
      );
      return row?.media_id ?? null;
    },

    async remember(channel, fileId, mediaId) {
      // A file removed from the library meanwhile has nothing to remember (the foreign key refuses the row).
      await db
        .query(
          `INSERT INTO provider_media (channel_id, file_id, enterprise_id, media_id, uploaded_at)
         VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (channel_id, file_id) DO UPDATE SET media_id = EXCLUDED.media_id, uploaded_at = EXCLUDED.uploaded_at`,
          [channel.id, fileId, channel.enterpriseId, mediaId],
        )
        .catch((error: unknown) => {
          if ((error as { code?: unknown }).code !== '23503') throw error;
        });
    },
  };
}
