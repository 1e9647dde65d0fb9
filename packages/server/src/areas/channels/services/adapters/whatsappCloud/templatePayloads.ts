import {
  BUTTON_TYPES,
  HEADER_FORMATS,
  TEMPLATE_CATEGORIES,
  variableCount,
  type TemplateButton,
  type TemplateCategory,
  type TemplateComponent,
  type TemplateStatus,
  type TemplateType,
} from '@parley/api-client/contract';
import type { ProviderTemplate, TemplateDraft } from '../types.ts';

/*
 * Our templates in the shape of the Cloud API's message templates (POST /<WABA_ID>/message_templates) and back.
 * The two differ only in the examples: ours are a list per part, Meta's are `example.header_text`,
 * `example.body_text` (one row of values), `example.header_handle` (a media sample) and a button's `example`.
 */

type Json = Record<string, unknown>;

function buttonToMeta(button: TemplateButton): Json {
  switch (button.type) {
    case 'URL':
      return {
        type: 'URL',
        text: button.text,
        url: button.url,
        ...(variableCount(button.url) > 0 ? { example: [button.example?.[0] ?? ''] } : {}),
      };
    case 'PHONE_NUMBER':
      return { type: 'PHONE_NUMBER', text: button.text, phone_number: button.phone_number };
    case 'COPY_CODE':
      // Meta writes the button's label itself; the code sample is its example.
      return { type: 'COPY_CODE', example: button.example?.[0] ?? '' };
    default:
      return { type: 'QUICK_REPLY', text: button.text };
  }
}

/** Meta's upload handles of the templates' media samples, by the sample's address (mediaUploads.ts). */
export type SampleHandles = ReadonlyMap<string, string>;

function componentToMeta(component: TemplateComponent, handles: SampleHandles): Json {
  switch (component.type) {
    case 'HEADER':
      if (component.format === 'TEXT')
        return {
          type: 'HEADER',
          format: 'TEXT',
          text: component.text,
          ...(variableCount(component.text) > 0 ? { example: { header_text: component.example ?? [] } } : {}),
        };
      {
        const sample = component.resourceUrl ?? '';
        return {
          type: 'HEADER',
          format: component.format,
          example: { header_handle: [handles.get(sample) ?? sample] },
        };
      }
    case 'BODY':
      return {
        type: 'BODY',
        text: component.text,
        ...(variableCount(component.text) > 0 ? { example: { body_text: [component.example ?? []] } } : {}),
      };
    case 'FOOTER':
      return { type: 'FOOTER', text: component.text };
    case 'BUTTONS':
      return { type: 'BUTTONS', buttons: component.buttons.map(buttonToMeta) };
    case 'LIMITED_TIME_OFFER':
      return { type: 'LIMITED_TIME_OFFER', limited_time_offer: component.limited_time_offer };
    case 'CAROUSEL':
      return {
        type: 'CAROUSEL',
        cards: component.cards.map((card) => ({ components: card.components.map((c) => componentToMeta(c, handles)) })),
      };
  }
}

/** The request body that submits a template for review. */
export function templateCreateBody(template: TemplateDraft, handles: SampleHandles = new Map()): Json {
  return {
    name: template.name,
    language: template.language,
    category: template.category,
    components: template.components.map((c) => componentToMeta(c, handles)),
  };
}

/** The request body that submits a changed template (Meta keeps its name and language). */
export function templateEditBody(template: TemplateDraft, handles: SampleHandles = new Map()): Json {
  return { category: template.category, components: template.components.map((c) => componentToMeta(c, handles)) };
}

// ---- Meta's templates as ours (sync) ----------------------------------------------------------------------------

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const texts = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : typeof value === 'string'
      ? [value]
      : [];
const upper = (value: unknown) => text(value).toUpperCase();

function buttonFromMeta(raw: Json): TemplateButton | null {
  const type = upper(raw.type) as TemplateButton['type'];
  if (!BUTTON_TYPES.includes(type)) return null;
  const example = texts(raw.example);
  return {
    type,
    text: text(raw.text) || (type === 'COPY_CODE' ? 'Copy code' : ''),
    ...(type === 'URL' ? { url: text(raw.url) } : {}),
    ...(type === 'PHONE_NUMBER' ? { phone_number: text(raw.phone_number) } : {}),
    ...(example.length ? { example } : {}),
  };
}

function componentFromMeta(raw: Json): TemplateComponent | null {
  const example = (raw.example ?? {}) as Json;
  switch (upper(raw.type)) {
    case 'HEADER': {
      const format = upper(raw.format) as (typeof HEADER_FORMATS)[number];
      if (!HEADER_FORMATS.includes(format)) return null;
      if (format === 'TEXT') {
        const sample = texts(example.header_text);
        return { type: 'HEADER', format, text: text(raw.text), ...(sample.length ? { example: sample } : {}) };
      }
      const handle = texts(example.header_handle)[0];
      return { type: 'HEADER', format, ...(handle ? { resourceUrl: handle } : {}) };
    }
    case 'BODY': {
      const row = Array.isArray(example.body_text) ? texts(example.body_text[0]) : [];
      return { type: 'BODY', text: text(raw.text), ...(row.length ? { example: row } : {}) };
    }
    case 'FOOTER':
      return { type: 'FOOTER', text: text(raw.text) };
    case 'BUTTONS': {
      const buttons = (Array.isArray(raw.buttons) ? (raw.buttons as Json[]) : []).map(buttonFromMeta);
      return { type: 'BUTTONS', buttons: buttons.filter((b): b is TemplateButton => b !== null) };
    }
    case 'LIMITED_TIME_OFFER': {
      const offer = (raw.limited_time_offer ?? {}) as Json;
      return {
        type: 'LIMITED_TIME_OFFER',
        limited_time_offer: { text: text(offer.text), has_expiration: offer.has_expiration === true },
      };
    }
    case 'CAROUSEL': {
      const cards = (Array.isArray(raw.cards) ? (raw.cards as Json[]) : []).map((card) => ({
        components: componentsFromMeta(card.components).filter(
          (c): c is Extract<TemplateComponent, { type: 'HEADER' | 'BODY' | 'BUTTONS' }> =>
            c.type === 'HEADER' || c.type === 'BODY' || c.type === 'BUTTONS',
        ),
      }));
      return { type: 'CAROUSEL', cards };
    }
    default:
      return null;
  }
}

const componentsFromMeta = (raw: unknown): TemplateComponent[] =>
  (Array.isArray(raw) ? (raw as Json[]) : [])
    .map((c) => (c && typeof c === 'object' ? componentFromMeta(c) : null))
    .filter((c): c is TemplateComponent => c !== null);

/**
 * Meta's template statuses as ours: review states as PENDING, refusals as REJECTED, templates that can still be
 * sent (flagged, reinstated, locked) as APPROVED, and the ones gone for good as DISABLED. Null: not a status.
 */
export function templateStatusOf(raw: unknown): TemplateStatus | null {
  switch (upper(raw)) {
    case 'APPROVED':
    case 'FLAGGED':
    case 'REINSTATED':
    case 'LOCKED':
    case 'UNLOCKED':
    case 'UNARCHIVED':
      return 'APPROVED';
    case 'PENDING':
    case 'IN_APPEAL':
      return 'PENDING';
    case 'REJECTED':
    case 'LIMIT_EXCEEDED':
      return 'REJECTED';
    case 'PAUSED':
      return 'PAUSED';
    case 'DISABLED':
    case 'ARCHIVED':
    case 'PENDING_DELETION':
    case 'DELETED':
      return 'DISABLED';
    default:
      return null;
  }
}

const categoryOf = (raw: unknown): TemplateCategory => {
  const category = upper(raw) as TemplateCategory;
  return TEMPLATE_CATEGORIES.includes(category) ? category : 'UTILITY';
};

const typeOf = (components: readonly TemplateComponent[]): TemplateType =>
  components.some((c) => c.type === 'CAROUSEL')
    ? 'CAROUSEL'
    : components.some((c) => c.type === 'LIMITED_TIME_OFFER')
      ? 'LIMITED_TIME_OFFER'
      : 'DEFAULT';

/** One template of Meta's list (GET /<WABA_ID>/message_templates) as ours; null when it is not one we can show. */
export function templateFromMeta(raw: Json): ProviderTemplate | null {
  const status = templateStatusOf(raw.status);
  const id = typeof raw.id === 'string' || typeof raw.id === 'number' ? String(raw.id) : '';
  const name = text(raw.name);
  const language = text(raw.language);
  if (!status || !id || !name || !language) return null;
  const components = componentsFromMeta(raw.components);
  const reason = text(raw.rejected_reason);
  return {
    providerTemplateId: id,
    name,
    language,
    category: categoryOf(raw.category),
    type: typeOf(components),
    status,
    rejectedReason: status === 'REJECTED' && reason && reason !== 'NONE' ? reason : null,
    components,
  };
}
