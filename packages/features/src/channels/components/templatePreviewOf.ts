import type { TemplatePreviewProps } from '@parley/ui';
import type { EditorButton, EditorValues } from './templateEditorModel.ts';

const previewButtons = (buttons: readonly EditorButton[]) =>
  buttons.map((b) => ({
    type: b.type,
    text: b.text,
    ...(b.type === 'URL' ? { url: b.url } : {}),
    ...(b.type === 'COPY_CODE' ? { payload: b.example } : {}),
  }));

/**
 * What the live preview shows of the editor's inputs. The examples travel per part (a header's `{{1}}` is not the
 * body's); the preview puts them in place and marks the variables still without one.
 */
export function templatePreviewOf(values: EditorValues): TemplatePreviewProps {
  const carousel = values.type === 'CAROUSEL';
  const offer = values.type === 'LIMITED_TIME_OFFER';
  const header: TemplatePreviewProps['header'] =
    carousel || values.headerFormat === 'NONE'
      ? undefined
      : values.headerFormat === 'TEXT'
        ? { format: 'TEXT', text: values.headerText }
        : { format: values.headerFormat, url: values.headerUrl.trim() || undefined };
  return {
    header,
    body: values.body,
    footer: carousel || offer || !values.footer ? undefined : values.footer,
    buttons: carousel ? undefined : previewButtons(values.buttons),
    offer: offer ? { text: values.offerText } : undefined,
    cards: carousel
      ? values.cards.map((card) => ({
          header: { format: card.format, url: card.url.trim() || undefined },
          body: card.body,
          buttons: previewButtons(card.buttons),
        }))
      : undefined,
    examples: {
      header: [values.headerExample],
      body: values.bodyExamples,
      cards: values.cards.map((card) => card.bodyExamples),
    },
  };
}
