/** Sign-up, activation, recovery, reset, the two-factor step of sign-in and accepting an invitation, in the fake. */
import { ErrorCodes } from '../../../contract/endpoint.ts';
import type * as accounts from '../accounts.ts';
import { Messages } from '../../../contract/messages.ts';
import { MAX_CODE_RESENDS } from '../signInCodes.ts';
import { FakeHttpError } from '../../../fake/errors.ts';
import { matchTotp } from './totp.ts';
import type { Impl } from '../../../fake/context.ts';
import { nextId } from '../../../fake/store.ts';

import {
  bad,
  missing,
  clean,
  issue,
  consume,
  checkCaptcha,
  passwordsMatch,
  byEmail,
  endSessions,
  newSession,
  sendMail,
  createFakeUser,
} from './accountsShared.ts';

export const signUpFake: Pick<Impl, keyof typeof accounts> = {
  signup({ store, body, setMessage }) {
    if (store.settings.featureFlags.hideSignup === true) throw new FakeHttpError(403, 1403, Messages.accessDenied);
    checkCaptcha(store, body);
    passwordsMatch(body);
    const name = clean(body.name);
    if (!name) throw bad(Messages.fieldMandatory);
    if (byEmail(store, body.emailId)) throw new FakeHttpError(409, 409, Messages.emailTaken);
    const eId = nextId(store, 'ent');
    store.enterprises.push({ eId, name });
    const user = createFakeUser(store, {
      eId,
      name,
      emailId: String(body.emailId).trim(),
      password: String(body.password),
      roles: [1],
      activated: false,
    });
    const token = issue(store, { purpose: 'activation', uId: user.uId, attempts: 0 });
    const link = `/signup-verify/${token}`;
    sendMail(store, user.emailId, 'Activate your Parley account', `Activate your account: ${link}`, link);
    setMessage(Messages.activationSent);
    return { emailId: user.emailId };
  },

  isEmailUnique({ store, query }) {
    return { unique: !byEmail(store, query.emailId) };
  },

  activateAccount({ store, body, setMessage }) {
    const token = consume(store, 'activation', String(body.activationId));
    const user = token && store.users.find((u) => u.uId === token.uId);
    if (!user) throw bad(Messages.activationInvalid);
    user.activated = true;
    setMessage(Messages.activated);
    return { emailId: user.emailId };
  },

  resendActivation({ store, body, setMessage }) {
    const user = byEmail(store, body.emailId);
    if (user && user.activated === false) {
      const token = issue(store, { purpose: 'activation', uId: user.uId, attempts: 0 });
      const link = `/signup-verify/${token}`;
      sendMail(store, user.emailId, 'Activate your Parley account', `Activate your account: ${link}`, link);
    }
    setMessage(Messages.activationMailResent);
    return {};
  },

  recoverPassword({ store, body, setMessage }) {
    checkCaptcha(store, body);
    const user = byEmail(store, body.emailId);
    if (user && user.active !== false && user.activated !== false) {
      const token = issue(store, { purpose: 'reset', uId: user.uId, attempts: 0 });
      const link = `/reset-password?uId=${user.uId}&eId=${user.eId}&resetCode=${token}`;
      sendMail(store, user.emailId, 'Reset your Parley password', `Choose a new password: ${link}`, link);
    }
    setMessage(Messages.resetMailSent);
    return {};
  },

  changePasswordWithCode({ store, body, setMessage }) {
    passwordsMatch(body);
    const token = store.tokens.get(String(body.resetCode));
    if (!token || token.purpose !== 'reset' || token.uId !== body.uId) throw bad(Messages.resetLinkInvalid);
    store.tokens.delete(String(body.resetCode));
    const user = store.users.find((u) => u.uId === token.uId)!;
    user.password = String(body.password);
    user.mustChangePassword = false;
    endSessions(store, user.uId);
    setMessage(Messages.passwordChanged);
    return {};
  },

  resetPassword({ store, body, setMessage }) {
    passwordsMatch(body);
    const token = consume(store, 'admin_reset', String(body.resetCode));
    const user = token && store.users.find((u) => u.uId === token.uId);
    if (!user) throw bad(Messages.resetLinkInvalid);
    user.password = String(body.password);
    user.mustChangePassword = false;
    endSessions(store, user.uId);
    setMessage(Messages.passwordChanged);
    return {};
  },

  verifyTwoFactorCode({ store, body }) {
    const id = String(body.id);
    const challenge = store.tokens.get(id);
    const user = challenge?.purpose === 'login_2fa' ? store.users.find((u) => u.uId === challenge.uId) : undefined;
    if (!challenge || !user) throw bad(Messages.invalidCode);
    const code = String(body.securityCode).trim();
    let ok: boolean;
    if (body.authType === 'email') ok = challenge.code !== undefined && challenge.code === code;
    else if (body.authType === 'totp') {
      const secret = user.totpSecret;
      const step =
        user.twoFactorMethod === 'totp' && secret ? matchTotp(secret, code, user.totpLastStep ?? -1, Date.now()) : null;
      ok = step !== null;
      if (step !== null) user.totpLastStep = step;
    } else {
      const normalised = code.toLowerCase();
      const index = (user.recoveryCodes ?? []).indexOf(normalised);
      ok = user.twoFactorMethod === 'totp' && index >= 0;
      if (ok) user.recoveryCodes!.splice(index, 1);
    }
    if (!ok) {
      challenge.attempts += 1;
      if (challenge.attempts >= 5) store.tokens.delete(id);
      throw bad(Messages.invalidCode);
    }
    store.tokens.delete(id);
    return newSession(store, user, challenge.removeExisting);
  },

  resendTwoFactorMail({ store, body, setMessage }) {
    const challenge = store.tokens.get(String(body.id));
    const user = challenge && store.users.find((u) => u.uId === challenge.uId);
    if (!challenge || challenge.purpose !== 'login_2fa' || challenge.code === undefined || !user)
      throw bad(Messages.invalidCode);
    // Guesses already made stay counted. The fake's clock moves a minute with every write, so only the count
    // of resends can run out here, not the interval between them.
    if ((challenge.resends ?? 0) >= MAX_CODE_RESENDS) {
      throw new FakeHttpError(429, ErrorCodes.tooManyRequests, Messages.tooManyCodeMails);
    }
    challenge.resends = (challenge.resends ?? 0) + 1;
    challenge.code = String(200000 + store.counter++).slice(-6);
    sendMail(store, user.emailId, 'Your Parley sign-in code', `Your sign-in code is ${challenge.code}.`);
    setMessage('A new code was sent to your email address');
    return {};
  },

  getInvitationByToken({ store, params }) {
    const invitation = store.invitations.find((i) => i.token === params.id);
    if (!invitation) throw missing(Messages.invitationInvalid);
    return {
      emailId: invitation.emailId,
      enterpriseName: store.enterprises.find((e) => e.eId === invitation.eId)?.name ?? '',
    };
  },

  acceptInvitation({ store, params, body, setMessage }) {
    passwordsMatch(body);
    const name = clean(body.name);
    if (!name) throw bad(Messages.fieldMandatory);
    const invitation = store.invitations.find((i) => i.token === params.id);
    if (!invitation) throw missing(Messages.invitationInvalid);
    if (byEmail(store, invitation.emailId)) throw new FakeHttpError(409, 409, Messages.emailTaken);
    store.invitations = store.invitations.filter((i) => i !== invitation);
    createFakeUser(store, {
      eId: invitation.eId,
      name,
      emailId: invitation.emailId,
      password: String(body.password),
      roles: invitation.roles,
    });
    setMessage('Welcome aboard. You can sign in now.');
    return { emailId: invitation.emailId };
  },
};
