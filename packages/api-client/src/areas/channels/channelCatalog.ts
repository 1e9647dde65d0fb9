/**
 * Channel types and vendors (platform-shell §3 "Channel", §9 "Channel types", "Vendors"). Schema-free, so the
 * console's forms load it without TypeBox. A vendor is data here plus an adapter on the server: its form is
 * generated from `fields`, so a new vendor needs no new screen.
 */

/** platform-shell §9: "SMS 0, Email 1, Facebook Messenger 3, WhatsApp 4, Telegram 5, Google Business Messenger 6,
 * IVRS 9, RCS 10, Instagram 11, Web 12". */
export const CHANNEL_TYPES = {
  0: 'SMS',
  1: 'Email',
  3: 'Facebook Messenger',
  4: 'WhatsApp',
  5: 'Telegram',
  6: 'Google Business Messenger',
  9: 'IVRS',
  10: 'RCS',
  11: 'Instagram',
  12: 'Web',
} as const satisfies Record<number, string>;

export type ChannelType = keyof typeof CHANNEL_TYPES;
export const WHATSAPP_CHANNEL_TYPE = 4;
export const WEB_CHANNEL_TYPE = 12;

/** A vendor configuration field (platform-shell §3 "Vendor channel config field"). */
export interface VendorConfigField {
  label: string;
  placeholder: string;
  type: 'text' | 'password' | 'select';
  key: string;
  isRequired: boolean;
  requiredError: string;
  /** A full-match pattern (RE2-safe: no look-around or back-references) and its message. */
  pattern?: string;
  patternError?: string;
  /** The channel type this field applies to; absent: every type the vendor serves. */
  cType?: number;
  /** For `select`: the values offered. */
  options?: readonly { value: string; label: string }[];
  /** Shown under the field. */
  helpText?: string;
  maxLength: number;
}

export interface VendorDefinition {
  /** platform-shell §9: vendors are numbers 0 to 19. */
  id: number;
  name: string;
  /** Channel types the vendor serves. */
  channelTypes: readonly number[];
  fields: readonly VendorConfigField[];
  /** The vendor's own message-template store: templates are submitted for review and synced back. */
  managesTemplates: boolean;
  /** Plain words for the channel form. */
  description: string;
}

/**
 * Our vendors. The spec names vendor ids 0, 1 and 4 to 19 after providers whose brands it withholds, so ours
 * take the two ids it leaves free: 2 for Meta's WhatsApp Cloud API, 3 for the built-in sandbox. The web-chat
 * widget is no provider at all but this console itself, so it takes the first id past the spec's range, 20.
 */
export const VENDOR_IDS = { whatsappCloud: 2, sandbox: 3, webChat: 20 } as const;

const DIGITS = '[0-9]{5,30}';
/** Origins (scheme, host, optional port; no path), separated by spaces or commas. */
const WEB_ORIGIN = 'https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?';
const WEB_ORIGINS = `${WEB_ORIGIN}([ ,]+${WEB_ORIGIN})*`;

export const VENDORS: readonly VendorDefinition[] = [
  {
    id: VENDOR_IDS.sandbox,
    name: 'Sandbox',
    channelTypes: [WHATSAPP_CHANNEL_TYPE],
    managesTemplates: true,
    description:
      'Delivers to the customer simulator inside the console: try templates, media, replies and delivery ' +
      'statuses without an account anywhere.',
    fields: [
      {
        label: 'Failure rate (%)',
        placeholder: '0',
        type: 'text',
        key: 'failureRate',
        isRequired: false,
        requiredError: 'Failure rate is required',
        pattern: '(100|[1-9]?[0-9])',
        patternError: 'Enter a whole number from 0 to 100',
        helpText: 'Share of messages that fail, to try error paths.',
        maxLength: 3,
      },
      {
        label: 'Rejection word',
        placeholder: 'reject',
        type: 'text',
        key: 'rejectWord',
        isRequired: false,
        requiredError: 'Rejection word is required',
        helpText: 'A template whose body contains this word is rejected in review.',
        maxLength: 50,
      },
      {
        label: 'Review delay (seconds)',
        placeholder: '5',
        type: 'text',
        key: 'reviewSeconds',
        isRequired: false,
        requiredError: 'Review delay is required',
        pattern: '([0-9]|[1-5][0-9]|60)',
        patternError: 'Enter a whole number of seconds from 0 to 60',
        helpText: 'How long a submitted template waits for review.',
        maxLength: 2,
      },
    ],
  },
  {
    id: VENDOR_IDS.whatsappCloud,
    name: 'WhatsApp Cloud API',
    channelTypes: [WHATSAPP_CHANNEL_TYPE],
    managesTemplates: true,
    description: "A WhatsApp Business number on Meta's Cloud API.",
    fields: [
      {
        label: 'Phone number id',
        placeholder: '106540352242922',
        type: 'text',
        key: 'phoneNumberId',
        isRequired: true,
        requiredError: 'Phone number id is required',
        pattern: DIGITS,
        patternError: 'Phone number id is a number',
        maxLength: 30,
      },
      {
        label: 'WhatsApp Business Account id',
        placeholder: '102290129340398',
        type: 'text',
        key: 'wabaId',
        isRequired: true,
        requiredError: 'WhatsApp Business Account id is required',
        pattern: DIGITS,
        patternError: 'WhatsApp Business Account id is a number',
        maxLength: 30,
      },
      {
        label: 'App id',
        placeholder: '1234567890123456',
        type: 'text',
        key: 'appId',
        isRequired: false,
        requiredError: 'App id is required',
        pattern: DIGITS,
        patternError: 'App id is a number',
        helpText: "The Meta app's id: templates with a media header send their sample through its uploads.",
        maxLength: 30,
      },
      {
        label: 'Access token',
        placeholder: 'EAAG…',
        type: 'password',
        key: 'accessToken',
        isRequired: true,
        requiredError: 'Access token is required',
        maxLength: 1000,
      },
      {
        label: 'App secret',
        placeholder: 'App secret of the Meta app',
        type: 'password',
        key: 'appSecret',
        isRequired: true,
        requiredError: 'App secret is required',
        pattern: '[0-9A-Za-z]{16,128}',
        patternError: 'App secret is 16 to 128 letters and digits',
        maxLength: 128,
      },
      {
        label: 'Verify token',
        placeholder: 'Any phrase; enter the same in the Meta app',
        type: 'password',
        key: 'verifyToken',
        isRequired: true,
        requiredError: 'Verify token is required',
        pattern: '[\\x21-\\x7e]{8,200}',
        patternError: 'Verify token is 8 to 200 visible characters without spaces',
        maxLength: 200,
      },
    ],
  },
  {
    id: VENDOR_IDS.webChat,
    name: 'Web chat',
    channelTypes: [WEB_CHANNEL_TYPE],
    managesTemplates: false,
    description:
      "A chat window on the business's own website: one script tag, no account anywhere. Visitors reach the " +
      'bot first and agents when they ask.',
    fields: [
      {
        label: 'Window title',
        placeholder: 'Chat with us',
        type: 'text',
        key: 'title',
        isRequired: false,
        requiredError: 'Window title is required',
        helpText: "The chat window's heading on the website.",
        maxLength: 60,
      },
      {
        label: 'Welcome message',
        placeholder: 'Hi! How can we help?',
        type: 'text',
        key: 'greeting',
        isRequired: false,
        requiredError: 'Welcome message is required',
        helpText: 'Shown to a visitor before they write.',
        maxLength: 300,
      },
      {
        label: 'Allowed websites',
        placeholder: 'https://shop.example.com https://www.example.com',
        type: 'text',
        key: 'allowedOrigins',
        isRequired: false,
        requiredError: 'Allowed websites are required',
        pattern: WEB_ORIGINS,
        patternError: 'Enter website addresses such as https://shop.example.com, separated by spaces',
        helpText: 'Only pages of these websites may open the chat; leave empty to allow any.',
        maxLength: 1000,
      },
    ],
  },
];

export const vendorById = (id: number): VendorDefinition | undefined => VENDORS.find((v) => v.id === id);

export const channelTypeName = (type: number): string =>
  (CHANNEL_TYPES as Record<number, string>)[type] ?? `Type ${type}`;

export const vendorName = (id: number): string => vendorById(id)?.name ?? `Vendor ${id}`;

/** The keys of a vendor's secret fields: sealed at rest, answered masked. */
export const secretKeys = (vendor: VendorDefinition): string[] =>
  vendor.fields.filter((f) => f.type === 'password').map((f) => f.key);

/** Where Meta posts a channel's events, below the API's base address (documented in the channel's details). */
export const whatsappWebhookPath = (channelId: string): string => `webhooks/whatsapp/${channelId}`;
