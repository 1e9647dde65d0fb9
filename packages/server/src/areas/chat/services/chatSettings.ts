import { DEFAULT_CHAT_SETTINGS, type ChatSettings } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';

/** The enterprise's chat settings, the defaults until it saves its own. */
export async function loadChatSettings(db: Queryable, enterpriseId: string): Promise<ChatSettings> {
  const [row] = await db.query<{ settings: Partial<ChatSettings> }>(
    'SELECT settings FROM chat_settings WHERE enterprise_id = $1',
    [enterpriseId],
  );
  return { ...DEFAULT_CHAT_SETTINGS, handOverKeywords: [...DEFAULT_CHAT_SETTINGS.handOverKeywords], ...row?.settings };
}

export async function storeChatSettings(db: Queryable, enterpriseId: string, settings: ChatSettings): Promise<void> {
  await db.query(
    `INSERT INTO chat_settings (enterprise_id, settings) VALUES ($1, $2)
     ON CONFLICT (enterprise_id) DO UPDATE SET settings = excluded.settings, updated_at = now()`,
    [enterpriseId, settings],
  );
}
