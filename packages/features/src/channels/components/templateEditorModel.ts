import type {
  ButtonType,
  HeaderFormat,
  MessageTemplate,
  TemplateButton,
  TemplateComponent,
  TemplateIssue,
  TemplateSaveRequest,
} from '@parley/api-client';
import { templateParts, variableCount } from '@parley/api-client';

/** One button as the editor holds it: every kind's inputs, the unused ones empty. */
export interface EditorButton {
  type: ButtonType;
  text: string;
  url: string;
  phone: string;
  /** The URL's `{{1}}` example, or the code of a copy-code button. */
  example: string;
}

export interface EditorCard {
  format: 'IMAGE' | 'VIDEO';
  url: string;
  body: string;
  bodyExamples: string[];
  buttons: EditorButton[];
}

/** The template editor's form: flat inputs, turned into the contract's components by `toSaveRequest`. */
export interface EditorValues {
  channelId: string;
  name: string;
  language: string;
  category: string;
  type: string;
  headerFormat: 'NONE' | HeaderFormat;
  headerText: string;
  headerExample: string;
  headerUrl: string;
  body: string;
  bodyExamples: string[];
  footer: string;
  buttons: EditorButton[];
  offerText: string;
  offerHasExpiration: boolean;
  cards: EditorCard[];
}

export const newButton = (type: ButtonType): EditorButton => ({ type, text: '', url: '', phone: '', example: '' });

export const newCard = (format: EditorCard['format'] = 'IMAGE'): EditorCard => ({
  format,
  url: '',
  body: '',
  bodyExamples: [],
  buttons: [newButton('QUICK_REPLY')],
});

export const emptyEditorValues = (channelId = ''): EditorValues => ({
  channelId,
  name: '',
  language: 'en_US',
  category: 'MARKETING',
  type: 'DEFAULT',
  headerFormat: 'NONE',
  headerText: '',
  headerExample: '',
  headerUrl: '',
  body: '',
  bodyExamples: [],
  footer: '',
  buttons: [],
  offerText: '',
  offerHasExpiration: false,
  cards: [],
});

const editorButton = (b: TemplateButton): EditorButton => ({
  type: b.type,
  text: b.text,
  url: b.url ?? '',
  phone: b.phone_number ?? '',
  example: b.example?.[0] ?? '',
});

/** A stored template as the editor's inputs. */
export function valuesFromTemplate(template: MessageTemplate): EditorValues {
  const { header, body, footer, buttons, offer, cards } = templateParts(template.components);
  return {
    ...emptyEditorValues(template.channelId),
    name: template.name,
    language: template.language,
    category: template.category,
    type: template.type,
    headerFormat: header?.format ?? 'NONE',
    headerText: header?.text ?? '',
    headerExample: header?.example?.[0] ?? '',
    headerUrl: header?.resourceUrl ?? '',
    body: body?.text ?? '',
    bodyExamples: [...(body?.example ?? [])],
    footer: footer?.text ?? '',
    buttons: buttons.map(editorButton),
    offerText: offer?.text ?? '',
    offerHasExpiration: offer?.has_expiration ?? false,
    cards: (cards ?? []).map((card) => {
      const parts = templateParts(card.components);
      return {
        format: parts.header?.format === 'VIDEO' ? 'VIDEO' : 'IMAGE',
        url: parts.header?.resourceUrl ?? '',
        body: parts.body?.text ?? '',
        bodyExamples: [...(parts.body?.example ?? [])],
        buttons: parts.buttons.map(editorButton),
      };
    }),
  };
}

const contractButton = (b: EditorButton): TemplateButton => ({
  type: b.type,
  text: b.text,
  ...(b.type === 'URL' ? { url: b.url.trim(), ...(b.example.trim() ? { example: [b.example.trim()] } : {}) } : {}),
  ...(b.type === 'PHONE_NUMBER' ? { phone_number: b.phone.trim() } : {}),
  ...(b.type === 'COPY_CODE' ? { example: [b.example.trim()] } : {}),
});

/** Examples for exactly the variables a text holds (extra inputs left over from an edit are dropped). */
const examplesFor = (text: string, examples: readonly string[]) =>
  Array.from({ length: variableCount(text) }, (_, i) => examples[i] ?? '');

/** The editor's inputs as the contract's save request; only the parts the template's type uses. */
export function toSaveRequest(values: EditorValues): TemplateSaveRequest {
  const components: TemplateComponent[] = [];
  const carousel = values.type === 'CAROUSEL';
  const offer = values.type === 'LIMITED_TIME_OFFER';
  if (!carousel && values.headerFormat !== 'NONE') {
    components.push(
      values.headerFormat === 'TEXT'
        ? {
            type: 'HEADER',
            format: 'TEXT',
            text: values.headerText,
            ...(variableCount(values.headerText) ? { example: [values.headerExample] } : {}),
          }
        : { type: 'HEADER', format: values.headerFormat, resourceUrl: values.headerUrl.trim() },
    );
  }
  if (offer)
    components.push({
      type: 'LIMITED_TIME_OFFER',
      limited_time_offer: { text: values.offerText, has_expiration: values.offerHasExpiration },
    });
  components.push({ type: 'BODY', text: values.body, example: examplesFor(values.body, values.bodyExamples) });
  if (!carousel && !offer && values.footer.trim()) components.push({ type: 'FOOTER', text: values.footer });
  if (!carousel && values.buttons.length)
    components.push({ type: 'BUTTONS', buttons: values.buttons.map(contractButton) });
  if (carousel)
    components.push({
      type: 'CAROUSEL',
      cards: values.cards.map((card) => ({
        components: [
          { type: 'HEADER', format: card.format, resourceUrl: card.url.trim() },
          { type: 'BODY', text: card.body, example: examplesFor(card.body, card.bodyExamples) },
          { type: 'BUTTONS', buttons: card.buttons.map(contractButton) },
        ],
      })),
    });
  return {
    channelId: values.channelId,
    name: values.name.trim(),
    language: values.language.trim(),
    category: values.category,
    type: values.type,
    components,
  };
}

/**
 * Where the editor shows a rule's message: the contract names parts of the template (`body.example.0`,
 * `cards.1.header`), the editor names its inputs (`bodyExamples.0`, `cards.1.url`).
 */
export function editorFieldOf(issue: TemplateIssue): string {
  const f = issue.field;
  const rules: [RegExp, string][] = [
    [/^header\.text$/, 'headerText'],
    [/^header\.example\.0$/, 'headerExample'],
    [/^header\.resourceUrl$/, 'headerUrl'],
    [/^body\.text$/, 'body'],
    [/^body\.example\.(\d+)$/, 'bodyExamples.$1'],
    [/^footer\.text$/, 'footer'],
    [/^offer\.text$/, 'offerText'],
    [/^buttons\.(\d+)\.phone_number$/, 'buttons.$1.phone'],
    [/^buttons\.(\d+)\.example\.0$/, 'buttons.$1.example'],
    [/^cards\.(\d+)\.header$/, 'cards.$1.url'],
    [/^cards\.(\d+)\.body\.text$/, 'cards.$1.body'],
    [/^cards\.(\d+)\.body\.example\.(\d+)$/, 'cards.$1.bodyExamples.$2'],
    [/^cards\.(\d+)\.buttons\.(\d+)\.phone_number$/, 'cards.$1.buttons.$2.phone'],
    [/^cards\.(\d+)\.buttons\.(\d+)\.example\.0$/, 'cards.$1.buttons.$2.example'],
  ];
  for (const [pattern, target] of rules) if (pattern.test(f)) return f.replace(pattern, target);
  return f;
}
