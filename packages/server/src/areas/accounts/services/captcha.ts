import svgCaptchaModule from 'svg-captcha';
import type { Queryable } from '../../../db/database.ts';
import { newId } from '../../../db/ids.ts';
import { sha256 } from '../../../auth/tokens.ts';

// The package's default export is also a function drawing a given text; its typings only declare `create`.
const svgCaptcha = svgCaptchaModule as typeof svgCaptchaModule & ((text: string, options?: object) => string);

export const CAPTCHA_TTL_SECONDS = 5 * 60;
// One noise line: two made the text hard for people to read, which costs more than it protects.
const DRAW_OPTIONS = { noise: 1, color: false, width: 150, height: 50, fontSize: 56 };
// Capitals and digits without look-alikes (0/O, 1/I/L): answers are compared case-insensitively anyway.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const answerHash = (answer: string) => sha256(answer.trim().toLowerCase());

/** Draws a new captcha and stores only the hash of its answer. `fixedAnswer` is the test seam. */
export async function createCaptcha(
  db: Queryable,
  purpose: string,
  fixedAnswer?: string,
): Promise<{ captchaId: string; captcha: string }> {
  const text = fixedAnswer ?? svgCaptcha.create({ size: 5, charPreset: ALPHABET }).text;
  const svg = svgCaptcha(text, DRAW_OPTIONS);
  const id = newId();
  await db.query(
    `INSERT INTO captchas (id, answer_hash, purpose, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [id, answerHash(text), purpose, CAPTCHA_TTL_SECONDS],
  );
  // Expired captchas nobody answered would otherwise pile up.
  await db.query('DELETE FROM captchas WHERE expires_at < now()');
  return { captchaId: id, captcha: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * True when the answer matches an unexpired captcha drawn for this purpose (a signup captcha does not open a
 * login). Any attempt uses the captcha up, right or wrong, so answers cannot be guessed one after another.
 */
export async function verifyCaptcha(
  db: Queryable,
  captchaId: string,
  answer: string,
  purpose: string,
): Promise<boolean> {
  const rows = await db.query<{ answer_hash: string; purpose: string; expired: boolean }>(
    'DELETE FROM captchas WHERE id = $1 RETURNING answer_hash, purpose, expires_at <= now() AS expired',
    [captchaId],
  );
  const row = rows[0];
  return row !== undefined && !row.expired && row.purpose === purpose && row.answer_hash === answerHash(answer);
}
