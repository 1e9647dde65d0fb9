import type { Readable } from 'node:stream';
import type {
  ChannelConnectionTestResult,
  MessageContact,
  MessageContent,
  MessageLocation,
  SendMessageRequest,
  TemplateCategory,
  TemplateComponent,
  TemplateStatus,
  TemplateType,
} from '@parley/api-client/contract';
import type { MessageRow } from '../messageRows.ts';

/**
 * What a vendor does for a channel: send, keep message templates, test the credentials and, for a provider that
 * posts events, check and read its webhooks. One implementation per vendor (adapters/index.ts picks by id); a
 * refusal or an unreachable provider is thrown as a ProviderFailure, never as a bare error.
 */
export interface ChannelAdapter {
  readonly vendor: number;
  /** The vendor fields a connection test needs (the rest can wait until the channel is saved). */
  readonly connectionFields: readonly string[];
  sendMessage(channel: AdapterChannel, message: OutboundMessage): Promise<SentMessage>;
  createTemplate(channel: AdapterChannel, template: TemplateDraft): Promise<SubmittedTemplate>;
  /** Submits the changed template again; the provider reviews it anew. */
  updateTemplate(channel: AdapterChannel, template: TemplateDraft & StoredTemplateRef): Promise<SubmittedTemplate>;
  deleteTemplate(channel: AdapterChannel, template: StoredTemplateRef): Promise<void>;
  /** Every template the provider holds for the channel; null when the templates live here only (the sandbox). */
  listTemplates(channel: AdapterChannel): Promise<ProviderTemplate[] | null>;
  testConnection(channel: AdapterChannel): Promise<ChannelConnectionTestResult>;
  /** A file a customer sent, by the provider's id of it (inbound media), streamed; absent where none are kept. */
  openReceivedMedia?(
    channel: AdapterChannel,
    providerId: string,
    maxBytes: number,
  ): Promise<{ body: Readable; mimeType: string; size: number | null }>;
  /** Providers that post events to our webhook. */
  readonly webhook?: WebhookReader;
}

/** A channel as an adapter sees it: its vendor's fields, secrets opened. */
export interface AdapterChannel {
  id: string;
  enterpriseId: string;
  vendor: number;
  data: Readonly<Record<string, string>>;
}

export type TemplateValues = NonNullable<SendMessageRequest['template']>;

/** One message to send; `to` is a number as stored (`+` and digits). */
export type OutboundMessage =
  | { kind: 'text'; to: string; text: string }
  | {
      kind: 'template';
      to: string;
      template: TemplateDraft;
      values: TemplateValues;
      /** Ours, given back with the message's status events where the provider can (a broadcast message's id). */
      callbackData?: string;
    }
  | { kind: 'media'; to: string; media: NonNullable<SendMessageRequest['media']> }
  | { kind: 'interactive'; to: string; interactive: NonNullable<SendMessageRequest['interactive']> }
  | { kind: 'location'; to: string; location: MessageLocation }
  | { kind: 'contacts'; to: string; contacts: MessageContact[] }
  /** `transId`: the provider's id of the message reacted to; an empty emoji takes the reaction back. */
  | { kind: 'reaction'; to: string; reaction: { transId: string; emoji: string } };

export interface SentMessage {
  /** The provider's message id. */
  transId: string;
  status: 'accepted' | 'sent';
  /** A delivery the adapter settles itself later (the sandbox), decided now. */
  settlement?: { at: Date; fails: boolean; draw: number };
  /** What the adapter does once the message is recorded (web chat delivers it to the visitor's widgets). */
  onRecorded?: (row: MessageRow) => void;
}

export interface TemplateDraft {
  name: string;
  language: string;
  category: TemplateCategory;
  type: TemplateType;
  components: TemplateComponent[];
}

export interface StoredTemplateRef {
  name: string;
  language: string;
  providerTemplateId: string | null;
}

export interface SubmittedTemplate {
  providerTemplateId: string | null;
  status: TemplateStatus;
  /** When a review the adapter settles itself ends (the sandbox). */
  reviewAt: Date | null;
}

export interface ProviderTemplate extends TemplateDraft {
  providerTemplateId: string;
  status: TemplateStatus;
  rejectedReason: string | null;
}

export interface WebhookReader {
  /** The challenge to answer when the handshake names this channel's verify token; null refuses it. */
  verifyHandshake(query: Readonly<Record<string, unknown>>, channel: AdapterChannel): string | null;
  /** Whether the signature header is the provider's signature of exactly these bytes. */
  verifySignature(rawBody: Buffer, signature: string | undefined, channel: AdapterChannel): boolean;
  /** The events of a verified body that concern this channel. */
  parseEvents(body: unknown, channel: AdapterChannel): WebhookEvents;
}

export interface WebhookEvents {
  statuses: StatusEvent[];
  inbound: InboundEvent[];
  templates: TemplateEvent[];
}

export type ProviderDeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

export interface StatusEvent {
  transId: string;
  status: ProviderDeliveryStatus;
  at: Date;
  errorCode: number | null;
  errorDesc: string | null;
  /** What we gave the provider with the send (OutboundMessage's callbackData), when it gives it back. */
  callbackData?: string | null;
}

export type InboundKind =
  'text' | 'media' | 'interactive' | 'button' | 'flow_reply' | 'location' | 'contacts' | 'reaction' | 'unsupported';

export interface InboundEvent {
  transId: string;
  /** The customer's number as stored (`+` and digits). */
  from: string;
  at: Date;
  kind: InboundKind;
  content: MessageContent;
  /** The provider's id of the message this one answers. */
  contextTransId: string | null;
}

export interface TemplateEvent {
  providerTemplateId: string | null;
  name: string;
  language: string;
  status: TemplateStatus;
  reason: string | null;
}
