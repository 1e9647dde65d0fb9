import { randomBytes } from 'node:crypto';
import {
  ChannelAdminMessages,
  SANDBOX_DELIVERY_MS,
  VENDOR_IDS,
  sandboxSettings,
  templateParts,
  type TemplateComponent,
} from '@parley/api-client/contract';
import type { ChannelAdapter } from './types.ts';

/** Meta's code and title for a message that could not be delivered: the sandbox fails with them. */
export const SANDBOX_UNDELIVERABLE = { code: 131026, desc: 'Message undeliverable' } as const;

/** Why the sandbox's review rejects a template whose body holds the channel's rejection word. */
export const sandboxRejection = (word: string) => `The body contains the word “${word}”`;

/** The outcome of the sandbox's review of a template, under its channel's current settings. */
export function sandboxReview(
  components: readonly TemplateComponent[],
  data: Record<string, string | undefined>,
): { status: 'APPROVED' | 'REJECTED'; reason: string | null } {
  const { rejectWord } = sandboxSettings(data);
  const body = templateParts(components).body?.text ?? '';
  if (rejectWord && body.toLowerCase().includes(rejectWord.toLowerCase()))
    return { status: 'REJECTED', reason: sandboxRejection(rejectWord) };
  return { status: 'APPROVED', reason: null };
}

/**
 * The built-in sandbox (vendor 3): no network. It keeps the templates here (reviewed after the channel's review
 * delay) and "delivers" to the customer simulator: a message is sent at once and delivered, or failed at the
 * channel's failure rate, SANDBOX_DELIVERY_MS later. Both are settled when they are next read
 * (services/sandboxSettlement.ts); the outcome is drawn here, when the message is sent.
 */
export const sandboxAdapter: ChannelAdapter = {
  vendor: VENDOR_IDS.sandbox,
  connectionFields: [],

  async sendMessage(channel) {
    const draw = Math.random() * 100;
    return {
      transId: `wamid.sandbox.${randomBytes(12).toString('hex')}`,
      status: 'sent',
      settlement: {
        at: new Date(Date.now() + SANDBOX_DELIVERY_MS),
        fails: draw < sandboxSettings(channel.data).failureRate,
        draw,
      },
    };
  },

  async createTemplate(channel) {
    const { reviewSeconds } = sandboxSettings(channel.data);
    return {
      providerTemplateId: `sandbox.${randomBytes(8).toString('hex')}`,
      status: 'PENDING',
      reviewAt: new Date(Date.now() + reviewSeconds * 1000),
    };
  },

  async updateTemplate(channel, template) {
    const submitted = await sandboxAdapter.createTemplate(channel, template);
    return { ...submitted, providerTemplateId: template.providerTemplateId ?? submitted.providerTemplateId };
  },

  async deleteTemplate() {},

  async listTemplates() {
    return null;
  },

  async testConnection() {
    return { ok: true, message: ChannelAdminMessages.connected, verifiedName: 'Sandbox' };
  },
};
