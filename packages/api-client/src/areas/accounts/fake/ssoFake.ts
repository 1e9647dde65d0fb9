/** Single sign-on in the fake. */
import type * as sso from '../sso.ts';
import { SSO_CALLBACK_PATH } from '../accountSchemas.ts';
import { Messages } from '../../../contract/messages.ts';
import type { Impl } from '../../../fake/context.ts';
import { nextId } from '../../../fake/store.ts';

import { bad, ssoSignIn, requireSso } from './accountsShared.ts';

export const ssoFake: Pick<Impl, keyof typeof sso> = {
  oauthValidate({ store, body, setMessage }) {
    requireSso(store);
    // The fake provider approves at once and vouches for the address typed (or the demo administrator).
    const state = `state_${nextId(store, 'sso')}`.padEnd(24, 'x');
    const code = `code_${nextId(store, 'sso')}`;
    store.ssoRequests.set(state, { code, email: String(body.email ?? store.users[0]?.emailId ?? '') });
    setMessage('Continue with your identity provider');
    return { authorizationUrl: `/${SSO_CALLBACK_PATH}?${new URLSearchParams({ code, state })}` };
  },

  oauthCallback({ store, body }) {
    requireSso(store);
    const request = store.ssoRequests.get(String(body.state));
    store.ssoRequests.delete(String(body.state));
    if (!request || request.code !== body.token) throw bad(Messages.ssoFailed);
    return ssoSignIn(store, request.email);
  },

  ssoRedirectCallback({ store, body }) {
    requireSso(store);
    const email = store.ssoDirectTokens.get(String(body.token));
    store.ssoDirectTokens.delete(String(body.token));
    if (!email) throw bad(Messages.ssoFailed);
    return ssoSignIn(store, email);
  },
};
