import type { Impl } from './context.ts';
import { accountsFake } from '../areas/accounts/fake/index.ts';
import { attachmentsFake } from '../areas/attachments/fake/index.ts';
import { billingFake } from '../areas/billing/fake/index.ts';
import { botsFake } from '../areas/bots/fake/index.ts';
import { broadcastsFake } from '../areas/broadcasts/fake/index.ts';
import { chatFake } from '../areas/chat/fake/index.ts';
import { channelsFake } from '../areas/channels/fake/index.ts';
import { customersFake } from '../areas/customers/fake/index.ts';

export { FakeHttpError } from './errors.ts';
export type { FakeContext, Impl } from './context.ts';

/** Every endpoint of the fake, gathered from the areas: one line per area. */
export const fakeImpl: Impl = {
  ...accountsFake,
  ...attachmentsFake,
  ...billingFake,
  ...botsFake,
  ...broadcastsFake,
  ...chatFake,
  ...channelsFake,
  ...customersFake,
};
