import QRCode from 'qrcode';
import { Messages, type Endpoints } from '@parley/api-client/contract';
import { hashPassword } from '../../../auth/passwords.ts';
import { deleteOtherSessions } from '../../../auth/sessions.ts';
import { matchTotp, newTotpSecret, otpauthUrl, totpStep } from '../../../auth/totp.ts';
import { currentUser, type Handler } from '../../../http/context.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import { replaceRecoveryCodes, statusOf, twoFactorState } from '../services/twoFactor.ts';
import { assertPasswordsMatch } from './accounts.ts';
import { assertOwnPassword } from '../../../services/secretChecks.ts';

export const updateProfile: Handler<Endpoints['updateProfile']> = async (ctx) => {
  const me = currentUser(ctx);
  const name = ctx.body.name.trim().replace(/\s+/g, ' ');
  if (!name) throw badRequest(Messages.fieldMandatory, [{ field: 'name', message: Messages.fieldMandatory }]);
  await ctx.db.query(
    `UPDATE users SET name = $3, enable_push = coalesce($4, enable_push),
            enable_chat_notification = coalesce($5, enable_chat_notification)
      WHERE id = $1 AND enterprise_id = $2`,
    [me.id, me.enterpriseId, name, ctx.body.enablePushNotification ?? null, ctx.body.enableChatNotification ?? null],
  );
  return withMessage({}, 'Profile updated successfully');
};

export const changePassword: Handler<Endpoints['changePassword']> = async (ctx) => {
  const me = currentUser(ctx);
  const { oldPassword, password, confirmPassword } = ctx.body;
  assertPasswordsMatch(password, confirmPassword);
  await assertOwnPassword(ctx, me, oldPassword, 'oldPassword');
  await ctx.db.query(
    'UPDATE users SET password_hash = $3, must_change_password = false WHERE id = $1 AND enterprise_id = $2',
    [me.id, me.enterpriseId, await hashPassword(password)],
  );
  await deleteOtherSessions(ctx.db, me.id, me.token);
  return withMessage({}, 'Password changed successfully');
};

export const updateAudioSettings: Handler<Endpoints['updateAudioSettings']> = async (ctx) => {
  const me = currentUser(ctx);
  await ctx.db.query('UPDATE users SET audio_settings = $3 WHERE id = $1 AND enterprise_id = $2', [
    me.id,
    me.enterpriseId,
    JSON.stringify(ctx.body.audioSettings),
  ]);
  return withMessage({}, 'Audio settings saved');
};

export const getTwoFactorStatus: Handler<Endpoints['getTwoFactorStatus']> = async (ctx) => {
  const me = currentUser(ctx);
  return statusOf(await twoFactorState(ctx.db, me.id, me.enterpriseId));
};

export const setUserTwoFactor: Handler<Endpoints['setUserTwoFactor']> = async (ctx) => {
  const me = currentUser(ctx);
  const { isEnabled, authType, password } = ctx.body;
  await assertOwnPassword(ctx, me, password);
  if (isEnabled) {
    if (authType === 'totp') throw badRequest('Enrol an authenticator app with a QR code first');
    await ctx.db.query(
      "UPDATE users SET two_factor_method = 'email', totp_secret = NULL WHERE id = $1 AND enterprise_id = $2",
      [me.id, me.enterpriseId],
    );
  } else {
    await ctx.db.query(
      'UPDATE users SET two_factor_method = NULL, totp_secret = NULL, totp_pending_secret = NULL WHERE id = $1 AND enterprise_id = $2',
      [me.id, me.enterpriseId],
    );
    await ctx.db.query('DELETE FROM recovery_codes WHERE user_id = $1', [me.id]);
  }
  return withMessage(
    statusOf(await twoFactorState(ctx.db, me.id, me.enterpriseId)),
    isEnabled ? 'Two-factor verification by email is on' : 'Two-factor verification is off',
  );
};

export const startTotpEnrolment: Handler<Endpoints['startTotpEnrolment']> = async (ctx) => {
  const me = currentUser(ctx);
  // Step-up: a borrowed session alone must not plant its own authenticator on the account.
  await assertOwnPassword(ctx, me, ctx.body.password);
  const [row] = await ctx.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1 AND enterprise_id = $2', [
    me.id,
    me.enterpriseId,
  ]);
  if (!row) throw notFound();
  const secret = newTotpSecret();
  await ctx.db.query('UPDATE users SET totp_pending_secret = $3 WHERE id = $1 AND enterprise_id = $2', [
    me.id,
    me.enterpriseId,
    secret,
  ]);
  const url = otpauthUrl(secret, row.email, ctx.settings.whiteLabel.title || 'Parley');
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, width: 200 });
  return { secret, otpauthUrl: url, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
};

export const confirmTotpEnrolment: Handler<Endpoints['confirmTotpEnrolment']> = async (ctx) => {
  const me = currentUser(ctx);
  // Asked again: confirming replaces the authenticator in use, which is the change that matters.
  await assertOwnPassword(ctx, me, ctx.body.password);
  const [row] = await ctx.db.query<{ totp_pending_secret: string | null }>(
    'SELECT totp_pending_secret FROM users WHERE id = $1 AND enterprise_id = $2',
    [me.id, me.enterpriseId],
  );
  const secret = row?.totp_pending_secret;
  if (!secret) throw badRequest('Start the enrolment first');
  const step = matchTotp(secret, ctx.body.code, 0);
  if (step === null) throw badRequest(Messages.invalidCode, [{ field: 'code', message: Messages.invalidCode }]);
  return ctx.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE users SET two_factor_method = 'totp', totp_secret = $3, totp_pending_secret = NULL, totp_last_step = $4
        WHERE id = $1 AND enterprise_id = $2`,
      [me.id, me.enterpriseId, secret, Math.max(step, totpStep())],
    );
    const recoveryCodes = await replaceRecoveryCodes(tx, me.id);
    return withMessage({ recoveryCodes }, 'Authenticator app enrolled. Keep the recovery codes somewhere safe.');
  });
};

export const regenerateRecoveryCodes: Handler<Endpoints['regenerateRecoveryCodes']> = async (ctx) => {
  const me = currentUser(ctx);
  await assertOwnPassword(ctx, me, ctx.body.password);
  const state = await twoFactorState(ctx.db, me.id, me.enterpriseId);
  if (state.two_factor_method !== 'totp') throw badRequest('Recovery codes come with an authenticator app');
  return withMessage({ recoveryCodes: await replaceRecoveryCodes(ctx.db, me.id) }, 'New recovery codes issued');
};

export const setEnterpriseTwoFactor: Handler<Endpoints['setEnterpriseTwoFactor']> = async (ctx) => {
  const me = currentUser(ctx);
  // Switching it off weakens every account of the enterprise, so a session alone is not enough.
  await assertOwnPassword(ctx, me, ctx.body.password);
  await ctx.db.query('UPDATE enterprises SET two_factor_enabled = $2 WHERE id = $1', [
    me.enterpriseId,
    ctx.body.isEnabled,
  ]);
  return statusOf(await twoFactorState(ctx.db, me.id, me.enterpriseId));
};
