import { mediaKind, type MessageBubbleContent } from '../../MessageBubble/messageBubbleContent.ts';
import type { TemplatePreviewExamples, TemplatePreviewProps } from '../TemplatePreview.tsx';

const PLACEHOLDER = /\{\{\s*(\d+)\s*\}\}/g;

/**
 * The text with each `{{n}}` replaced by its example. A placeholder without an example (or with a blank one)
 * stays as typed, so the preview can show what is still to fill in.
 */
export function fillExamples(text: string, examples: readonly string[] | undefined): string {
  if (!examples?.length) return text;
  return text.replace(PLACEHOLDER, (placeholder, position: string) => {
    const example = examples[Number(position) - 1];
    return example?.trim() ? example : placeholder;
  });
}

type TemplateParts = Pick<TemplatePreviewProps, 'header' | 'body' | 'footer' | 'buttons' | 'cards' | 'offer'>;

/** The message the template would send, with the examples in place of the placeholders. */
export function templatePreviewContent(
  template: TemplateParts,
  examples: TemplatePreviewExamples = {},
): MessageBubbleContent {
  const { header, body, footer, buttons, cards, offer } = template;
  const isMediaHeader = header ? mediaKind(header.format) !== undefined : false;
  return {
    header:
      header && (isMediaHeader || header.text?.trim())
        ? { ...header, text: header.text === undefined ? undefined : fillExamples(header.text, examples.header) }
        : undefined,
    body: fillExamples(body, examples.body),
    footer: footer?.trim() ? footer : undefined,
    buttons: buttons?.length ? buttons : undefined,
    cards: cards?.length
      ? cards.map((card, index) => ({ ...card, body: fillExamples(card.body, examples.cards?.[index]) }))
      : undefined,
    offer: offer?.text.trim() ? offer : undefined,
  };
}

/** Nothing written yet: no header, body, footer, offer, buttons or cards. */
export function isEmptyTemplate(content: MessageBubbleContent): boolean {
  return (
    !content.header && !content.body.trim() && !content.footer && !content.offer && !content.buttons && !content.cards
  );
}
