import type { HttpHandler, WebSocketHandler } from 'msw';
import type { ChannelId, Channels, EndpointId } from '../contract/index.ts';
import type { ServerMessageOf } from '../contract/channel.ts';
import { createChannelHandlers, type FakeChannelSockets } from './channels.ts';
import { addAgent, addAgents, addUser, signIn } from './factories.ts';
import { createHandlers } from './handlers.ts';
import { createStore, DEMO_ADMIN, type FakeMail, type FakeStore, type FakeUser } from './store.ts';
import { fakeTotpCode } from '../areas/accounts/fake/accounts.ts';

export {
  DEMO_ADMIN,
  FAKE_EPOCH,
  type FakeStore,
  type FakeAgent,
  type FakeUser,
  type FakeMail,
  type FakeDepartment,
  type FakeInvitation,
} from './store.ts';
export { fakeTotpCode } from '../areas/accounts/fake/accounts.ts';
export { endpointPattern } from './handlers.ts';
export { seedBotBuilder, botData, SYSTEM_ENTITY_NAMES } from '../areas/bots/fake/botBuilder.ts';
export { addAgent, addAgents, addUser, signIn } from './factories.ts';
export {
  attachmentsData,
  seedArtifact,
  seedBucket,
  type FakeArtifact,
  type FakeBucket,
  type FakeAttachments,
} from '../areas/attachments/fake/attachmentsFake.ts';
export {
  channelsData,
  seedSandboxChannel,
  DEMO_SANDBOX_CHANNEL,
  type FakeChannelsData,
  type FakeChannel,
  type FakeTemplate,
} from '../areas/channels/fake/channelsState.ts';
export { seedAuthConfig, type FakeAuthConfig } from '../areas/bots/fake/authConfigs.ts';
export {
  seedCustomerMaster,
  customerMasterData,
  type FakeCustomerMaster,
} from '../areas/customers/fake/customerMaster.ts';
export { rateCardOf, storeRateCard } from '../areas/billing/fake/rateCardsState.ts';
export { chatData, seedWaitingChat, type FakeChat } from '../areas/chat/fake/chatState.ts';

export interface Fake {
  /** MSW handlers for every contract endpoint and channel; they read the current store at request time. */
  readonly handlers: (HttpHandler | WebSocketHandler)[];
  readonly store: FakeStore;
  /** Back to the seeded state: the demo enterprise and its administrator, nothing else. */
  reset(): void;
  /** Makes the next `times` calls of an endpoint fail with this answer (for error stories). */
  fail(id: EndpointId, failure: { status?: number; code: number; message: string }, times?: number): void;
  /** Signs the demo administrator (or another fake user) in; returns the token. */
  signIn(emailId?: string): string;
  /** The answer to a captcha the fake issued, as a person would read it off the image. */
  captchaAnswer(captchaId: string): string | undefined;
  /** The code a fake authenticator app shows for a secret now (offset in 30 s steps). */
  totpCode(secret: string, offsetSteps?: number): string;
  /** The latest mail the fake sent (to this address, when given). */
  lastMail(to?: string): FakeMail | undefined;
  /**
   * Sends a message to the open fake sockets of a channel (those of the users `to` accepts; all by default), as the
   * server would when something happens elsewhere: stories drive live screens with it. Returns how many got it.
   */
  emit<K extends ChannelId>(
    channelId: K,
    message: ServerMessageOf<Channels[K]>,
    to?: (user: FakeUser) => boolean,
  ): number;
  seed: {
    agents(count: number): void;
    agent: typeof addAgent extends (store: FakeStore, ...rest: infer R) => infer T ? (...rest: R) => T : never;
    user: typeof addUser extends (store: FakeStore, ...rest: infer R) => infer T ? (...rest: R) => T : never;
  };
}

export interface CreateFakeOptions {
  /** Where the API is mounted; relative in the browser, absolute under Node. */
  baseUrl?: string;
}

export function createFake(options: CreateFakeOptions = {}): Fake {
  const sockets: FakeChannelSockets = new Map();
  const publish: FakeStore['publish'] = (channelId, to, message) => {
    for (const connection of sockets.get(channelId) ?? []) if (to(connection.user)) connection.send(message as never);
  };
  let store: FakeStore = { ...createStore(), publish };
  const fake: Fake = {
    handlers: [
      ...createHandlers(() => store, options.baseUrl ?? '/api'),
      ...createChannelHandlers(() => store, sockets),
    ],
    get store() {
      return store;
    },
    reset() {
      store = { ...createStore(), publish };
    },
    fail(id, failure, times = 1) {
      store.failures.set(id, { status: failure.status ?? 400, code: failure.code, message: failure.message, times });
    },
    signIn: (emailId = DEMO_ADMIN.emailId) => signIn(store, emailId),
    captchaAnswer: (captchaId) => store.issuedCaptchas.get(captchaId),
    totpCode: (secret, offsetSteps = 0) => fakeTotpCode(store, secret, offsetSteps),
    lastMail: (to) => [...store.mails].reverse().find((mail) => !to || mail.to.toLowerCase() === to.toLowerCase()),
    emit(channelId, message, to = () => true) {
      let sent = 0;
      for (const connection of sockets.get(channelId) ?? []) {
        if (!to(connection.user)) continue;
        connection.send(message as never);
        sent += 1;
      }
      return sent;
    },
    seed: {
      agents: (count) => void addAgents(store, count),
      agent: (overrides) => addAgent(store, overrides),
      user: (overrides) => addUser(store, overrides),
    },
  };
  return fake;
}

/** The browser-wide fake used by Storybook and the workbench. */
export const fake = createFake();
