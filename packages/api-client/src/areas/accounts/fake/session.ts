import type * as account from '../account.ts';
import type { DataOf } from '../../../contract/endpoint.ts';
import type { Endpoints } from '../../../contract/index.ts';
import type { FakeContext } from '../../../fake/context.ts';
import { nextId } from '../../../fake/store.ts';
import { fakeLogin, fakeProfileExtras } from './accounts.ts';

const CAPTCHA_WORDS = ['7kq2m', 'x4pt9', 'h8rw3', 'b2nz6', 'd9fj4'];

function captchaImage(text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50" viewBox="0 0 150 50"><rect width="150" height="50" fill="#eef1f6"/><path d="M5 35 C40 10, 80 45, 145 15" stroke="#9aa5b8" fill="none"/><text x="20" y="34" font-family="monospace" font-size="26" fill="#334" letter-spacing="6">${text}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

type Ids = 'captchaGenerate' | 'login' | 'logout' | 'getProfile' | 'getSettings';

/** Captcha, sign-in and sign-out, the profile and the environment settings in the fake. */
export const sessionImpl: {
  [K in Ids & keyof typeof account]: (ctx: FakeContext<Endpoints[K]>) => DataOf<Endpoints[K]>;
} = {
  captchaGenerate({ store }) {
    const captchaId = nextId(store, 'captcha');
    const answer = CAPTCHA_WORDS[store.counter % CAPTCHA_WORDS.length]!;
    store.captchas.set(captchaId, answer);
    store.issuedCaptchas.set(captchaId, answer);
    return { captchaId, captcha: captchaImage(answer) };
  },

  login: fakeLogin,

  logout({ store, token }) {
    if (token) store.sessions.delete(token);
    return 'Logged out';
  },

  getProfile({ store, user }) {
    const u = user!;
    const enterprise = store.enterprises.find((e) => e.eId === u.eId);
    return {
      uId: u.uId,
      eId: u.eId,
      enterpriseName: enterprise?.name ?? '',
      name: u.name,
      userName: u.emailId,
      emailId: u.emailId,
      roles: u.roles,
      permissions: u.permissions,
      enablePushNotification: u.enablePushNotification ?? false,
      enableChatNotification: u.enableChatNotification ?? true,
      artifactsEnabled: Boolean(store.settings.featureFlags.artifactsEnabled),
      ...fakeProfileExtras(store, u),
    };
  },

  getSettings({ store }) {
    return structuredClone(store.settings);
  },
};
