import { emptyRateCard, type RateCard } from '@parley/api-client/contract';
import type { Queryable } from '../../../db/database.ts';

interface RateCardRow {
  currency: RateCard['currency'];
  entries: RateCard['entries'];
  default_rate: number | null;
}

/** The enterprise's rate card; the empty one when it never saved any. */
export async function loadRateCard(db: Queryable, enterpriseId: string): Promise<RateCard> {
  const [row] = await db.query<RateCardRow>(
    'SELECT currency, entries, default_rate FROM rate_cards WHERE enterprise_id = $1',
    [enterpriseId],
  );
  if (!row) return emptyRateCard();
  return { currency: row.currency, entries: row.entries, defaultRate: row.default_rate };
}

/** Replaces the enterprise's card whole (the caller checked it with rateCardProblems). */
export async function storeRateCard(db: Queryable, enterpriseId: string, card: RateCard): Promise<void> {
  await db.query(
    `INSERT INTO rate_cards (enterprise_id, currency, entries, default_rate, updated_at)
     VALUES ($1, $2, $3::jsonb, $4, now())
     ON CONFLICT (enterprise_id) DO UPDATE
       SET currency = EXCLUDED.currency, entries = EXCLUDED.entries, default_rate = EXCLUDED.default_rate,
           updated_at = now()`,
    [enterpriseId, card.currency, JSON.stringify(card.entries), card.defaultRate],
  );
}
