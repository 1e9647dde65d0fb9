import { ChannelAdminMessages, VENDOR_IDS, type ChannelConnectionTestResult } from '@parley/api-client/contract';
import type { WhatsappSettings } from '../../../../../settings.ts';
import { ProviderFailure } from '../providerFailure.ts';
import type { AdapterChannel, ChannelAdapter, ProviderTemplate, SentMessage, TemplateDraft } from '../types.ts';
import { graphCall, graphDownload, TEMPLATE_NOT_FOUND_SUBCODE } from './graphClient.ts';
import {
  mediaAddresses,
  sampleAddresses,
  uploadLibraryMedia,
  uploadSamples,
  type MediaLibrary,
} from './mediaUploads.ts';
import { messagePayload } from './messagePayloads.ts';
import { templateCreateBody, templateEditBody, templateFromMeta, templateStatusOf } from './templatePayloads.ts';
import { parseCloudEvents } from './webhookEvents.ts';
import { handshakeChallenge, validSignature } from './webhookSecurity.ts';

/** Pages of templates a sync reads at most (100 a page): a business account holds up to a few hundred. */
const MAX_TEMPLATE_PAGES = 20;
const TEMPLATE_FIELDS = 'id,name,language,status,category,components,rejected_reason';

const field = (channel: AdapterChannel, key: string) => channel.data[key] ?? '';

interface SendAnswer {
  messages?: { id?: unknown; message_status?: unknown }[];
}

interface TemplatePage {
  data?: unknown[];
  paging?: { cursors?: { after?: unknown }; next?: unknown };
}

/**
 * Meta's WhatsApp Cloud API (vendor 2) over undici: messages through POST /<PHONE_NUMBER_ID>/messages (library
 * media uploaded first through /<PHONE_NUMBER_ID>/media), templates through /<WABA_ID>/message_templates (media
 * samples through the app's resumable upload), the connection test through GET /<PHONE_NUMBER_ID>, and the
 * webhook's handshake, signature and events. The base address and its version are the operator's
 * (PARLEY_WHATSAPP_GRAPH_URL).
 */
export function whatsappCloudAdapter(settings: WhatsappSettings, library: MediaLibrary): ChannelAdapter {
  const call = <T>(channel: AdapterChannel, request: Parameters<typeof graphCall>[2]) =>
    graphCall<T>(settings, field(channel, 'accessToken'), request);
  const fetchOptions = { allowPrivate: settings.fetchPrivateAddresses, timeoutMs: settings.timeoutMs };
  const samplesOf = (channel: AdapterChannel, template: TemplateDraft) =>
    uploadSamples(call, library, channel, sampleAddresses(template.components), fetchOptions);

  const adapter: ChannelAdapter = {
    vendor: VENDOR_IDS.whatsappCloud,
    connectionFields: ['phoneNumberId', 'accessToken'],

    async sendMessage(channel, message): Promise<SentMessage> {
      const uploaded = await uploadLibraryMedia(call, library, channel, mediaAddresses(message));
      const answer = await call<SendAnswer>(channel, {
        method: 'POST',
        path: [field(channel, 'phoneNumberId'), 'messages'],
        body: messagePayload(message, uploaded),
      });
      const transId = answer.messages?.[0]?.id;
      if (typeof transId !== 'string' || !transId)
        throw new ProviderFailure('providerError', { detail: 'the answer named no message id' });
      return { transId, status: 'accepted' };
    },

    async createTemplate(channel, template) {
      const answer = await call<{ id?: unknown; status?: unknown }>(channel, {
        method: 'POST',
        path: [field(channel, 'wabaId'), 'message_templates'],
        body: templateCreateBody(template, await samplesOf(channel, template)),
      });
      const id = typeof answer.id === 'string' || typeof answer.id === 'number' ? String(answer.id) : null;
      return { providerTemplateId: id, status: templateStatusOf(answer.status) ?? 'PENDING', reviewAt: null };
    },

    async updateTemplate(channel, template) {
      if (!template.providerTemplateId) return adapter.createTemplate(channel, template);
      const body = templateEditBody(template, await samplesOf(channel, template));
      await call(channel, { method: 'POST', path: [template.providerTemplateId], body });
      return { providerTemplateId: template.providerTemplateId, status: 'PENDING', reviewAt: null };
    },

    async deleteTemplate(channel, template) {
      // With hsm_id only this language's template goes; by name alone Meta deletes every language of it.
      const query: Record<string, string> = { name: template.name };
      if (template.providerTemplateId) query.hsm_id = template.providerTemplateId;
      try {
        await call(channel, { method: 'DELETE', path: [field(channel, 'wabaId'), 'message_templates'], query });
      } catch (error) {
        const gone =
          error instanceof ProviderFailure &&
          (error.details.subcode === TEMPLATE_NOT_FOUND_SUBCODE || error.details.httpStatus === 404);
        if (!gone) throw error;
      }
    },

    async listTemplates(channel) {
      const templates: ProviderTemplate[] = [];
      let after: string | undefined;
      for (let page = 0; page < MAX_TEMPLATE_PAGES; page += 1) {
        const answer = await call<TemplatePage>(channel, {
          method: 'GET',
          path: [field(channel, 'wabaId'), 'message_templates'],
          query: { fields: TEMPLATE_FIELDS, limit: '100', ...(after ? { after } : {}) },
        });
        for (const raw of answer.data ?? [])
          if (raw && typeof raw === 'object') {
            const template = templateFromMeta(raw as Record<string, unknown>);
            if (template) templates.push(template);
          }
        const next = answer.paging?.cursors?.after;
        // Meta gives a `next` address only while there is more; the cursor is read, the address is not followed.
        if (!answer.paging?.next || typeof next !== 'string' || !next) break;
        after = next;
      }
      return templates;
    },

    async testConnection(channel): Promise<ChannelConnectionTestResult> {
      try {
        const answer = await call<Record<string, unknown>>(channel, {
          method: 'GET',
          path: [field(channel, 'phoneNumberId')],
          query: { fields: 'display_phone_number,verified_name,quality_rating' },
        });
        const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : undefined);
        const result: ChannelConnectionTestResult = { ok: true, message: ChannelAdminMessages.connected };
        const displayPhoneNumber = text(answer.display_phone_number);
        const verifiedName = text(answer.verified_name);
        const qualityRating = text(answer.quality_rating);
        if (displayPhoneNumber) result.displayPhoneNumber = displayPhoneNumber;
        if (verifiedName) result.verifiedName = verifiedName;
        if (qualityRating) result.qualityRating = qualityRating;
        return result;
      } catch (error) {
        if (error instanceof ProviderFailure) return { ok: false, message: error.shownMessage };
        throw error;
      }
    },

    async openReceivedMedia(channel, providerId, maxBytes) {
      // Meta answers the file's short-lived address (about 5 minutes), fetched at once with the same token.
      const about = await call<{ url?: unknown; mime_type?: unknown }>(channel, { method: 'GET', path: [providerId] });
      if (typeof about.url !== 'string' || !about.url)
        throw new ProviderFailure('providerError', { detail: 'the media answer named no address' });
      const file = await graphDownload(settings, field(channel, 'accessToken'), about.url, maxBytes);
      return { ...file, mimeType: typeof about.mime_type === 'string' ? about.mime_type : file.mimeType };
    },

    webhook: {
      verifyHandshake: (query, channel) => handshakeChallenge(query, field(channel, 'verifyToken')),
      verifySignature: (rawBody, signature, channel) => validSignature(rawBody, signature, field(channel, 'appSecret')),
      parseEvents: (body, channel) => parseCloudEvents(body, field(channel, 'phoneNumberId'), field(channel, 'wabaId')),
    },
  };
  return adapter;
}
