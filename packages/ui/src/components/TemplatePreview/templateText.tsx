import type { ReactNode } from 'react';

export type TemplateButtonType = 'QUICK_REPLY' | 'URL' | 'PHONE_NUMBER' | 'COPY_CODE';

export interface TemplateButton {
  type: TemplateButtonType;
  text: string;
  /** URL, phone number or code. */
  value?: string;
}

export type TemplateHeader =
  { format: 'TEXT'; text: string } | { format: 'IMAGE' | 'VIDEO' | 'DOCUMENT'; url?: string; fileName?: string };

export interface TemplateCard {
  header?: { format: 'IMAGE' | 'VIDEO'; url?: string };
  body: string;
  buttons?: readonly TemplateButton[];
}

export interface TemplateContent {
  header?: TemplateHeader;
  body: string;
  footer?: string;
  buttons?: readonly TemplateButton[];
  /** Carousel cards (template type CAROUSEL). */
  cards?: readonly TemplateCard[];
  /** Limited-time offer text (template type LIMITED_TIME_OFFER). */
  limitedTimeOffer?: string;
}

/** The platform's template maximums. */
export const TEMPLATE_LIMITS = {
  header: 60,
  body: 1024,
  footer: 60,
  quickReplyText: 25,
  actionButtonText: 25,
  carouselCardBody: 160,
  limitedTimeOfferBody: 15,
  carouselButtons: 2,
} as const;

export const TEMPLATE_CAROUSEL_INTERVAL_MS = 4000;

export interface TemplateCounter {
  id: string;
  label: string;
  length: number;
  max: number;
}

/** Every counted field with its length and maximum (over-limit ones are violations). */
export function templateCounters(template: TemplateContent): TemplateCounter[] {
  const counters: TemplateCounter[] = [];
  if (template.header?.format === 'TEXT') {
    counters.push({ id: 'header', label: 'Header', length: template.header.text.length, max: TEMPLATE_LIMITS.header });
  }
  counters.push({ id: 'body', label: 'Body', length: template.body.length, max: TEMPLATE_LIMITS.body });
  if (template.footer !== undefined) {
    counters.push({ id: 'footer', label: 'Footer', length: template.footer.length, max: TEMPLATE_LIMITS.footer });
  }
  const buttonCounters = (buttons: readonly TemplateButton[] | undefined, prefix: string, idPrefix: string) =>
    (buttons ?? []).forEach((button, index) => {
      const quick = button.type === 'QUICK_REPLY';
      counters.push({
        id: `${idPrefix}button-${index}`,
        label: `${prefix}${quick ? 'Quick reply' : 'Action'} button ${index + 1}`,
        length: button.text.length,
        max: quick ? TEMPLATE_LIMITS.quickReplyText : TEMPLATE_LIMITS.actionButtonText,
      });
    });
  buttonCounters(template.buttons, '', '');
  if (template.limitedTimeOffer !== undefined) {
    counters.push({
      id: 'lto',
      label: 'Limited-time offer',
      length: template.limitedTimeOffer.length,
      max: TEMPLATE_LIMITS.limitedTimeOfferBody,
    });
  }
  (template.cards ?? []).forEach((card, index) => {
    const prefix = `Card ${index + 1} `;
    counters.push({
      id: `card-${index}-body`,
      label: `${prefix}body`,
      length: card.body.length,
      max: TEMPLATE_LIMITS.carouselCardBody,
    });
    counters.push({
      id: `card-${index}-buttons`,
      label: `${prefix}buttons`,
      length: card.buttons?.length ?? 0,
      max: TEMPLATE_LIMITS.carouselButtons,
    });
    buttonCounters(card.buttons, prefix, `card-${index}-`);
  });
  return counters;
}

export function templateViolations(template: TemplateContent): TemplateCounter[] {
  return templateCounters(template).filter((counter) => counter.length > counter.max);
}

/** Replaces {{1}}, {{2}} … (or {{name}}) with sample values; unknown ones stay as written. */
export function substituteVariables(
  text: string,
  samples: Readonly<Record<string, string>> | readonly string[] = {},
): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, key: string) => {
    const value = Array.isArray(samples) ? samples[Number(key) - 1] : (samples as Record<string, string>)[key];
    return value === undefined || value === '' ? whole : value;
  });
}

const pattern = /```([\s\S]+?)```|\*([^*\n]+)\*|_([^_\n]+)_|~([^~\n]+)~/g;

/** WhatsApp formatting to React nodes: *bold*, _italic_, ~strike~ and ```monospace```. */
export function formatWhatsAppText(text: string, keyPrefix = 'f'): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let count = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (start > last) nodes.push(text.slice(last, start));
    const key = `${keyPrefix}-${(count += 1)}`;
    const [, mono, bold, italic, strike] = match;
    if (mono !== undefined) nodes.push(<code key={key}>{mono}</code>);
    else if (bold !== undefined) nodes.push(<strong key={key}>{formatWhatsAppText(bold, key)}</strong>);
    else if (italic !== undefined) nodes.push(<em key={key}>{formatWhatsAppText(italic, key)}</em>);
    else if (strike !== undefined) nodes.push(<s key={key}>{formatWhatsAppText(strike, key)}</s>);
    last = start + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
