import { templateParts, type BroadcastMedia, type MessageContent, type MessageTemplate } from '@parley/api-client';
import type { TemplatePreviewProps } from '@parley/ui';

const previewButtons = (
  buttons: readonly { type: string; text: string; url?: string; example?: readonly string[] }[],
) =>
  buttons.map((b) => ({
    type: b.type,
    text: b.text,
    ...(b.url ? { url: b.url } : {}),
    ...(b.type === 'COPY_CODE' && b.example?.[0] ? { payload: b.example[0] } : {}),
  }));

/**
 * A template as the sender previews it before the first recipient's message is known: its examples in place of
 * the variables, and the chosen media (else the template's sample) in its header and cards.
 */
export function templatePreviewOfTemplate(
  template: MessageTemplate,
  media: BroadcastMedia | null,
  cardMedia: readonly (BroadcastMedia | null)[],
): TemplatePreviewProps {
  const { header, body, footer, buttons, offer, cards } = templateParts(template.components);
  return {
    title: template.name,
    header: !header
      ? undefined
      : header.format === 'TEXT'
        ? { format: 'TEXT', text: header.text ?? '' }
        : { format: header.format, url: media?.url ?? header.resourceUrl },
    body: body?.text ?? '',
    footer: footer?.text,
    buttons: previewButtons(buttons),
    offer: offer ? { text: offer.text } : undefined,
    cards: cards?.map((card, c) => {
      const parts = templateParts(card.components);
      return {
        header: parts.header
          ? { format: parts.header.format, url: cardMedia[c]?.url ?? parts.header.resourceUrl }
          : undefined,
        body: parts.body?.text ?? '',
        buttons: previewButtons(parts.buttons),
      };
    }),
    examples: {
      header: header?.example,
      body: body?.example,
      cards: cards?.map((card) => templateParts(card.components).body?.example),
    },
  };
}

/** A rendered message (the check's preview) as the preview shows it: already filled in, nothing to highlight. */
export function templatePreviewOfContent(title: string, content: MessageContent): TemplatePreviewProps {
  return {
    title,
    header: content.header,
    body: content.body,
    footer: content.footer,
    buttons: content.buttons,
    cards: content.cards,
    offer: content.offer,
  };
}
