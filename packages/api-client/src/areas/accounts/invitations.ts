import { Type } from '@sinclair/typebox';
import { endpoint } from '../../contract/endpoint.ts';
import { Invitation, InvitationList, RoleList } from './accountSchemas.ts';
import { Email, IdParams, PagingOrAll } from '../../contract/schemas.ts';

export const sendInvitation = endpoint({
  id: 'sendInvitation',
  summary: 'Invite someone by email with roles; mails an invitation link',
  tag: 'Invitations',
  method: 'POST',
  service: 'api',
  path: 'e/enterprise/invitations',
  auth: 'session',
  permissions: ['USERS.ADD'],
  encoding: 'json',
  body: Type.Object({ emailId: Email, roles: RoleList }),
  data: Invitation,
});

export const listInvitations = endpoint({
  id: 'listInvitations',
  summary: 'Pending invitations',
  tag: 'Invitations',
  method: 'GET',
  service: 'api',
  path: 'e/enterprise/invitations',
  auth: 'session',
  permissions: ['USERS.VIEW', 'USERS.ADD'],
  // The console's Invitations list shows all of them (-1).
  query: Type.Object({ ...PagingOrAll }),
  data: InvitationList,
});

export const resendInvitation = endpoint({
  id: 'resendInvitation',
  summary: 'Mail a pending invitation again with a new link',
  tag: 'Invitations',
  method: 'POST',
  service: 'api',
  path: 'e/enterprise/invitations/:id/resend',
  auth: 'session',
  permissions: ['USERS.ADD'],
  params: IdParams,
  data: Invitation,
});

export const deleteInvitation = endpoint({
  id: 'deleteInvitation',
  summary: 'Withdraw an invitation',
  tag: 'Invitations',
  method: 'DELETE',
  service: 'api',
  path: 'e/enterprise/invitations/:id',
  auth: 'session',
  permissions: ['USERS.ADD'],
  params: IdParams,
  data: Type.Object({ id: Type.String() }),
});
