/** My profile: name, audio settings, password, two-factor in the fake. */
import type * as profile from '../profile.ts';
import { Messages } from '../../../contract/messages.ts';
import { matchTotp, totpStep } from './totp.ts';
import type { Impl } from '../../../fake/context.ts';
import { type FakeUser } from '../../../fake/store.ts';

import { bad, clean, passwordsMatch, endSessions, status, me, assertOwnPassword } from './accountsShared.ts';

export const profileFake: Pick<Impl, keyof typeof profile> = {
  updateProfile(ctx) {
    const name = clean(ctx.body.name);
    if (!name) throw bad(Messages.fieldMandatory);
    const user = me(ctx);
    user.name = name;
    const { enableChatNotification, enablePushNotification } = ctx.body as {
      enableChatNotification?: boolean;
      enablePushNotification?: boolean;
    };
    if (enableChatNotification !== undefined) user.enableChatNotification = enableChatNotification;
    if (enablePushNotification !== undefined) user.enablePushNotification = enablePushNotification;
    ctx.setMessage('Profile updated successfully');
    return {};
  },

  changePassword(ctx) {
    passwordsMatch(ctx.body);
    assertOwnPassword(ctx, ctx.body.oldPassword);
    me(ctx).password = String(ctx.body.password);
    me(ctx).mustChangePassword = false;
    endSessions(ctx.store, me(ctx).uId, ctx.token);
    ctx.setMessage('Password changed successfully');
    return {};
  },

  updateAudioSettings(ctx) {
    me(ctx).audioSettings = structuredClone(ctx.body.audioSettings as FakeUser['audioSettings']);
    ctx.setMessage('Audio settings saved');
    return {};
  },

  getTwoFactorStatus(ctx) {
    return status(ctx.store, me(ctx));
  },

  setUserTwoFactor(ctx) {
    assertOwnPassword(ctx, ctx.body.password);
    const user = me(ctx);
    if (ctx.body.isEnabled) {
      if (ctx.body.authType === 'totp') throw bad('Enrol an authenticator app with a QR code first');
      user.twoFactorMethod = 'email';
      user.totpSecret = null;
    } else {
      user.twoFactorMethod = null;
      user.totpSecret = null;
      user.recoveryCodes = [];
    }
    return status(ctx.store, user);
  },

  startTotpEnrolment(ctx) {
    assertOwnPassword(ctx, ctx.body.password);
    // 32 base32 characters (160 bits) like the server's; random, so no two enrolments share a secret.
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    const secret = [...bytes].map((byte) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[byte & 31]).join('');
    me(ctx).totpPendingSecret = secret;
    const otpauthUrl = `otpauth://totp/Parley:${encodeURIComponent(me(ctx).emailId)}?secret=${secret}&issuer=Parley`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 10 10"><rect width="10" height="10" fill="#fff"/><path d="M1 1h3v3H1zM6 1h3v3H6zM1 6h3v3H1zM5 5h1v1H5zM7 6h1v2H7z" fill="#000"/></svg>`;
    return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${btoa(svg)}` };
  },

  confirmTotpEnrolment(ctx) {
    assertOwnPassword(ctx, ctx.body.password);
    const user = me(ctx);
    const secret = user.totpPendingSecret;
    if (!secret) throw bad('Start the enrolment first');
    const code = String(ctx.body.code);
    const step = matchTotp(secret, code, -1, Date.now());
    if (step === null) throw bad(Messages.invalidCode);
    // The code that confirmed enrolment cannot open a session.
    user.totpLastStep = Math.max(step, totpStep(Date.now()));
    user.twoFactorMethod = 'totp';
    user.totpSecret = secret;
    user.totpPendingSecret = null;
    user.recoveryCodes = Array.from(
      { length: 10 },
      (_, i) => `rc${String(ctx.store.counter + i).padStart(3, '0')}-fake${i}`,
    );
    ctx.setMessage('Authenticator app enrolled. Keep the recovery codes somewhere safe.');
    return { recoveryCodes: [...user.recoveryCodes] };
  },

  regenerateRecoveryCodes(ctx) {
    assertOwnPassword(ctx, ctx.body.password);
    const user = me(ctx);
    if (user.twoFactorMethod !== 'totp') throw bad('Recovery codes come with an authenticator app');
    user.recoveryCodes = Array.from(
      { length: 10 },
      (_, i) => `rn${String(ctx.store.counter++).padStart(3, '0')}-fake${i}`,
    );
    return { recoveryCodes: [...user.recoveryCodes] };
  },

  setEnterpriseTwoFactor(ctx) {
    assertOwnPassword(ctx, ctx.body.password);
    if (ctx.body.isEnabled) ctx.store.twoFactorEnterprises.add(me(ctx).eId);
    else ctx.store.twoFactorEnterprises.delete(me(ctx).eId);
    return status(ctx.store, me(ctx));
  },
};
