import { VENDOR_IDS, WHATSAPP_CHANNEL_TYPE } from '@parley/api-client/contract';
import type { TestServer } from '../harness.ts';
import type { CloudApiFake } from './cloudApiFake.ts';

export const CHANNELS = '/api/e/enterprise/channels';
export const TEMPLATES = '/api/chat/templates';

async function created(t: TestServer, token: string, path: string, json: unknown) {
  const res = await t.call('POST', path, { token, json });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  return res.body.data;
}

/** A sandbox channel; reviews end at once unless `data` says otherwise. */
export const createSandboxChannel = (t: TestServer, token: string, name: string, data: Record<string, string> = {}) =>
  created(t, token, CHANNELS, {
    name,
    type: WHATSAPP_CHANNEL_TYPE,
    vendor: VENDOR_IDS.sandbox,
    data: { failureRate: '0', rejectWord: 'reject', reviewSeconds: '0', ...data },
  });

/** A WhatsApp Cloud API channel holding the fake's credentials. */
/** A Cloud API channel with the fake's credentials; `data` changes or adds vendor fields (`''` leaves one out). */
export const createCloudChannel = (
  t: TestServer,
  token: string,
  fake: CloudApiFake,
  name = 'Cloud',
  data: Record<string, string> = {},
) =>
  created(t, token, CHANNELS, {
    name,
    type: WHATSAPP_CHANNEL_TYPE,
    vendor: VENDOR_IDS.whatsappCloud,
    data: {
      phoneNumberId: fake.phoneNumberId,
      wabaId: fake.wabaId,
      accessToken: fake.token,
      appSecret: fake.appSecret,
      verifyToken: fake.verifyToken,
      appId: fake.appId,
      ...data,
    },
  });

/** A template with a variable in its body (and its example), for a channel. */
export const bodyTemplate = (channelId: string, name: string, body = 'Hello {{1}}, your order is ready.') => ({
  channelId,
  name,
  language: 'en_US',
  category: 'UTILITY',
  type: 'DEFAULT',
  components: [{ type: 'BODY', text: body, example: ['Asha'] }],
});

export const createTemplate = (t: TestServer, token: string, template: unknown) =>
  created(t, token, TEMPLATES, template);
