import { Messages, pageLimit, type Endpoints, type Invitation } from '@parley/api-client/contract';
import { sha256 } from '../../../auth/tokens.ts';
import { newId } from '../../../db/ids.ts';
import { currentUser, type Handler, type HandlerContext } from '../../../http/context.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { withMessage } from '../../../http/message.ts';
import { newMailToken } from '../services/oneTimeTokens.ts';
import { assertMayGrantRoles } from '../services/privilegeCeiling.ts';
import { findUserByEmail } from '../services/users.ts';
import { NotFoundMessages } from '@parley/api-client/contract';

export const INVITATION_TTL_DAYS = 7;

interface InvitationRow {
  id: string;
  email: string;
  roles: number[];
  created_at: Date | string;
  expires_at: Date | string;
}
const COLUMNS = 'id, email, roles, created_at, expires_at';

const toInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  emailId: row.email,
  roles: row.roles,
  createdAt: new Date(row.created_at).toISOString(),
  expiresAt: new Date(row.expires_at).toISOString(),
});

async function mailInvitation(ctx: HandlerContext<unknown>, email: string, token: string, addressInUse: boolean) {
  if (addressInUse) {
    // No link: an address belongs to one enterprise, so this invitation cannot be accepted with it.
    await ctx.mailer.send({
      to: email,
      subject: 'You are invited to Parley',
      text:
        'You have been invited to join another Parley console, but this email address already has a Parley ' +
        'account, and an address can belong to one console only. To join, ask the person who invited you to ' +
        'invite another address of yours. If you did not expect this, ignore this mail.',
    });
    return;
  }
  const link = `${ctx.publicUrl}/invitation-accept?id=${token}`;
  await ctx.mailer.send({
    to: email,
    subject: 'You are invited to Parley',
    text: `You have been invited to join a Parley console.\n\nAccept the invitation here:\n${link}\n\nThe link expires in ${INVITATION_TTL_DAYS} days.`,
    link,
  });
}

export const sendInvitation: Handler<Endpoints['sendInvitation']> = async (ctx) => {
  const me = currentUser(ctx);
  const email = ctx.body.emailId.trim();
  const roles = [...new Set(ctx.body.roles)];
  await assertMayGrantRoles(ctx.db, me, roles, ctx.settings.featureFlags);
  const taken = await findUserByEmail(ctx.db, email);
  // A colleague already here is in the inviter's own user list. An address used by another enterprise is
  // invited like any other, so the answer tells the inviter nothing; the mail tells its owner why it cannot be
  // accepted with that address.
  if (taken?.enterprise_id === me.enterpriseId) throw conflict(Messages.emailTaken);
  await ctx.db.query(
    'DELETE FROM invitations WHERE enterprise_id = $1 AND lower(email) = lower($2) AND accepted_at IS NULL',
    [me.enterpriseId, email],
  );
  const token = newMailToken();
  const [row] = await ctx.db.query<InvitationRow>(
    `INSERT INTO invitations (id, enterprise_id, email, roles, token_hash, invited_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7)) RETURNING ${COLUMNS}`,
    [newId(), me.enterpriseId, email, roles, sha256(token), me.id, INVITATION_TTL_DAYS],
  );
  await mailInvitation(ctx as HandlerContext<unknown>, email, token, Boolean(taken));
  return withMessage(toInvitation(row!), 'Invitation sent successfully');
};

export const listInvitations: Handler<Endpoints['listInvitations']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const perPage = pageLimit(ctx.query.perPage ?? 20);
  const rows = await ctx.db.query<InvitationRow>(
    `SELECT ${COLUMNS} FROM invitations WHERE enterprise_id = $1 AND accepted_at IS NULL
      ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
    [enterpriseId, perPage, ctx.query.from ?? 0],
  );
  const [count] = await ctx.db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM invitations WHERE enterprise_id = $1 AND accepted_at IS NULL',
    [enterpriseId],
  );
  return { invitations: rows.map(toInvitation), total: count?.total ?? 0 };
};

export const resendInvitation: Handler<Endpoints['resendInvitation']> = async (ctx) => {
  const me = currentUser(ctx);
  const { enterpriseId } = me;
  const [pending] = await ctx.db.query<{ roles: number[] }>(
    'SELECT roles FROM invitations WHERE id = $1 AND enterprise_id = $2 AND accepted_at IS NULL',
    [ctx.params.id, enterpriseId],
  );
  if (!pending) throw notFound(NotFoundMessages.invitation);
  // Sending it again grants its roles anew, so the sender must hold them too.
  await assertMayGrantRoles(ctx.db, me, pending.roles, ctx.settings.featureFlags);
  const token = newMailToken();
  const [row] = await ctx.db.query<InvitationRow>(
    `UPDATE invitations SET token_hash = $3, expires_at = now() + make_interval(days => $4)
      WHERE id = $1 AND enterprise_id = $2 AND accepted_at IS NULL RETURNING ${COLUMNS}`,
    [ctx.params.id, enterpriseId, sha256(token), INVITATION_TTL_DAYS],
  );
  if (!row) throw notFound(NotFoundMessages.invitation);
  const taken = await findUserByEmail(ctx.db, row.email);
  await mailInvitation(ctx as HandlerContext<unknown>, row.email, token, Boolean(taken));
  return withMessage(toInvitation(row), 'Invitation sent again');
};

export const deleteInvitation: Handler<Endpoints['deleteInvitation']> = async (ctx) => {
  const { enterpriseId } = currentUser(ctx);
  const rows = await ctx.db.query('DELETE FROM invitations WHERE id = $1 AND enterprise_id = $2 RETURNING id', [
    ctx.params.id,
    enterpriseId,
  ]);
  if (rows.length === 0) throw notFound(NotFoundMessages.invitation);
  return withMessage({ id: ctx.params.id }, 'Invitation deleted');
};
