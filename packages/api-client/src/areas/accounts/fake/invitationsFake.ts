/** Invitations: send, list, resend, delete, accept in the fake. */
import type * as invitations from '../invitations.ts';
import { Messages } from '../../../contract/messages.ts';
import { grantRefusal } from '../privilegeCeiling.ts';
import { FakeHttpError } from '../../../fake/errors.ts';
import type { Impl } from '../../../fake/context.ts';
import { nextId, tick } from '../../../fake/store.ts';
import { NotFoundMessages } from '../../../contract/messages.ts';

import {
  refuse,
  actorOf,
  grantsOf,
  missing,
  lower,
  mailToken,
  byEmail,
  me,
  publicInvitation,
  page,
  mailInvitation,
} from './accountsShared.ts';

export const invitationsFake: Pick<Impl, keyof typeof invitations> = {
  sendInvitation(ctx) {
    const emailId = String(ctx.body.emailId).trim();
    const roles = [...new Set(ctx.body.roles as number[])];
    refuse(grantRefusal(actorOf(me(ctx)), grantsOf(ctx.store, me(ctx).eId, roles)));
    // Only a colleague's address is refused: one used elsewhere is invited like any other (as the server does).
    if (byEmail(ctx.store, emailId)?.eId === me(ctx).eId) throw new FakeHttpError(409, 409, Messages.emailTaken);
    ctx.store.invitations = ctx.store.invitations.filter(
      (i) => !(i.eId === me(ctx).eId && lower(i.emailId) === lower(emailId)),
    );
    const createdAt = tick(ctx.store);
    const invitation = {
      id: nextId(ctx.store, 'inv'),
      eId: me(ctx).eId,
      emailId,
      roles,
      token: mailToken(ctx.store, 'invitation'),
      createdAt,
      expiresAt: new Date(Date.parse(createdAt) + 7 * 86_400_000).toISOString(),
    };
    ctx.store.invitations.push(invitation);
    mailInvitation(ctx.store, emailId, invitation.token);
    ctx.setMessage('Invitation sent successfully');
    return publicInvitation(invitation);
  },

  listInvitations(ctx) {
    const matching = ctx.store.invitations
      .filter((i) => i.eId === me(ctx).eId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { invitations: page(matching, ctx.query).map(publicInvitation), total: matching.length };
  },

  resendInvitation(ctx) {
    const invitation = ctx.store.invitations.find((i) => i.id === ctx.params.id && i.eId === me(ctx).eId);
    if (!invitation) throw missing(NotFoundMessages.invitation);
    invitation.token = mailToken(ctx.store, 'invitation');
    mailInvitation(ctx.store, invitation.emailId, invitation.token);
    ctx.setMessage('Invitation sent again');
    return publicInvitation(invitation);
  },

  deleteInvitation(ctx) {
    const invitation = ctx.store.invitations.find((i) => i.id === ctx.params.id && i.eId === me(ctx).eId);
    if (!invitation) throw missing(NotFoundMessages.invitation);
    ctx.store.invitations = ctx.store.invitations.filter((i) => i !== invitation);
    ctx.setMessage('Invitation deleted');
    return { id: invitation.id };
  },
};
