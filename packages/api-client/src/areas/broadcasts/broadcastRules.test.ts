import { describe, expect, it } from 'vitest';
import { MessageMessages } from '../channels/messageRules.ts';
import type { CarouselCard, TemplateComponent } from '../channels/templateSchemas.ts';
import { ExpressionMessages } from './broadcastExpression.ts';
import { MOBILE_NUMBER_MIN_LENGTH } from './broadcastLimits.ts';
import {
  BroadcastMessages,
  broadcastMediaProblem,
  broadcastStatusOf,
  mappingProblems,
  mobileNumbersError,
  recipientNumber,
  renderRecipient,
  splitMobileNumbers,
  templateMediaKind,
  templateVariableDefinitions,
  titleCase,
} from './broadcastRules.ts';
import type { MappingRow } from './broadcastSchemas.ts';

const header = (text: string, example?: string[]): TemplateComponent => ({
  type: 'HEADER',
  format: 'TEXT',
  text,
  ...(example ? { example } : {}),
});
const mediaHeader = (format: 'IMAGE' | 'VIDEO' | 'DOCUMENT'): TemplateComponent => ({
  type: 'HEADER',
  format,
  resourceUrl: 'https://cdn.example/sample',
});
const body = (text: string, example?: string[]): TemplateComponent => ({
  type: 'BODY',
  text,
  ...(example ? { example } : {}),
});
const urlButtons: TemplateComponent = {
  type: 'BUTTONS',
  buttons: [
    { type: 'QUICK_REPLY', text: 'Stop' },
    { type: 'URL', text: 'Track', url: 'https://shop.example/track/{{1}}', example: ['A1'] },
    { type: 'URL', text: 'Home', url: 'https://shop.example/' },
  ],
};
const card = (text: string): CarouselCard => ({
  components: [
    { type: 'HEADER', format: 'IMAGE', resourceUrl: 'https://cdn.example/card.png' },
    { type: 'BODY', text, example: ['x'] },
    { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'More' }] },
  ],
});
const carousel = (...texts: string[]): TemplateComponent[] => [
  body('Our picks, {{1}}', ['Asha']),
  { type: 'CAROUSEL', cards: texts.map(card) },
];

/** Header {{1}}, body {{1}} {{2}} (with {{1}} twice) and a URL button's {{1}}. */
const ORDER_TEMPLATE: TemplateComponent[] = [
  header('Order {{1}}', ['#1']),
  body('Hi {{2}}, order {{1}} for {{2}} has shipped.', ['#1', 'Asha']),
  { type: 'FOOTER', text: 'Shop' },
  urlButtons,
];
const template = (components: TemplateComponent[]) => ({ id: 'tpl1', name: 'order_update', components });

const row = (variable: string, type: MappingRow['type'], value: string): MappingRow => ({ variable, type, value });
const COLUMNS = new Set(['name', 'phoneNumber', 'whatsAppNumber', 'city']);

describe('mobile numbers (§5)', () => {
  it('splits on commas and line breaks, trims and drops blanks', () => {
    expect(splitMobileNumbers(' 9812345670, +14155550123 ,,\n+33612345678\r\n , ')).toEqual([
      '9812345670',
      '+14155550123',
      '+33612345678',
    ]);
    expect(splitMobileNumbers('')).toEqual([]);
    expect(splitMobileNumbers(' , \n ')).toEqual([]);
  });

  it(`asks for a valid number when any is shorter than ${MOBILE_NUMBER_MIN_LENGTH} characters`, () => {
    expect(mobileNumbersError(['9812345670', '+14155550123'])).toBeNull();
    expect(mobileNumbersError(['9812345670', '981234567'])).toBe(BroadcastMessages.invalidNumber);
    expect(mobileNumbersError(['x'.repeat(MOBILE_NUMBER_MIN_LENGTH)])).toBeNull();
    expect(mobileNumbersError([])).toBeNull();
    expect(BroadcastMessages.invalidNumber).toBe('please enter valid number');
  });

  it('normalises a recipient like the customer master, or refuses it', () => {
    expect(recipientNumber('98123 45670')).toBe('+919812345670');
    expect(recipientNumber('+1 (415) 555-0123')).toBe('+14155550123');
    expect(recipientNumber('0000000000')).toBeNull();
    expect(recipientNumber('phone number')).toBeNull();
  });
});

describe('templateVariableDefinitions', () => {
  it('lists header, body and URL button variables in message order, each once, with examples', () => {
    const defs = templateVariableDefinitions(ORDER_TEMPLATE);
    expect(defs.map((d) => d.key)).toEqual(['header.1', 'body.1', 'body.2', 'button.1.1']);
    expect(defs[0]).toEqual({
      key: 'header.1',
      variable: '{{1}}',
      group: 'Header',
      part: 'header',
      card: null,
      isUrl: false,
      required: true,
      example: '#1',
    });
    expect(defs[2]).toMatchObject({ key: 'body.2', group: 'Body', example: 'Asha' });
    // The URL button is the second button: its group counts from 1, its key from 0.
    expect(defs[3]).toMatchObject({ group: 'Button 2 URL', part: 'button', isUrl: true, example: 'A1' });
  });

  it('has nothing for a media header, a static URL or a template without variables', () => {
    expect(templateVariableDefinitions([mediaHeader('IMAGE'), body('Hello'), urlButtons]).map((d) => d.key)).toEqual([
      'button.1.1',
    ]);
    expect(templateVariableDefinitions([body('Hello')])).toEqual([]);
  });

  it('gives a carousel its body variables and each card’s', () => {
    const defs = templateVariableDefinitions(carousel('Card {{1}}', 'Plain card', 'Third {{1}}'));
    expect(defs.map((d) => [d.key, d.group, d.card])).toEqual([
      ['body.1', 'Body', null],
      ['card.0.body.1', 'Card 1', 0],
      ['card.2.body.1', 'Card 3', 2],
    ]);
    expect(defs[1]).toMatchObject({ part: 'card', isUrl: false, example: 'x' });
  });
});

describe('media (§5)', () => {
  it('knows what a template’s header needs', () => {
    expect(templateMediaKind([body('Hi')])).toBe('NONE');
    expect(templateMediaKind([header('Hi'), body('Hi')])).toBe('NONE');
    expect(templateMediaKind([mediaHeader('IMAGE'), body('Hi')])).toBe('IMAGE');
    expect(templateMediaKind([mediaHeader('VIDEO'), body('Hi')])).toBe('VIDEO');
    expect(templateMediaKind([mediaHeader('DOCUMENT'), body('Hi')])).toBe('DOC');
    expect(templateMediaKind(carousel('a', 'b'))).toBe('CAROUSEL');
  });

  it('asks for the attachment, and a PDF for a document', () => {
    expect(broadcastMediaProblem('NONE', {})).toBeNull();
    expect(broadcastMediaProblem('IMAGE', {})).toEqual({ field: 'media', message: 'Attachment is missing !' });
    expect(broadcastMediaProblem('IMAGE', { media: { url: '' } })).toEqual({
      field: 'media',
      message: BroadcastMessages.attachmentMissing,
    });
    expect(broadcastMediaProblem('IMAGE', { media: { url: 'https://cdn.example/a.png' } })).toBeNull();
    const doc = (media: { url: string; fileName?: string; type?: string }) => broadcastMediaProblem('DOC', { media });
    expect(doc({ url: 'https://cdn.example/a.docx', fileName: 'a.docx', type: 'DOC' })).toEqual({
      field: 'media',
      message: 'Invalid file type !',
    });
    expect(doc({ url: 'https://cdn.example/a.png' })).toEqual({ field: 'media', message: 'Invalid file type !' });
    expect(doc({ url: 'https://cdn.example/a.bin', fileName: 'Terms.PDF', type: 'DOC' })).toBeNull();
    expect(doc({ url: 'https://cdn.example/terms.pdf?v=2#p1', type: 'DOC' })).toBeNull();
    // An empty file name is no name: the address decides.
    expect(doc({ url: 'https://cdn.example/terms.pdf', fileName: '', type: 'DOC' })).toBeNull();
    expect(doc({ url: 'https://cdn.example/terms', type: 'application/pdf' })).toBeNull();
  });

  it('names the first carousel card without media, counting from 1', () => {
    const media = { url: 'https://cdn.example/c.png' };
    expect(broadcastMediaProblem('CAROUSEL', { cards: [{ media }, { media }] }, 2)).toBeNull();
    expect(broadcastMediaProblem('CAROUSEL', { cards: [{ media }, {}] }, 2)).toEqual({
      field: 'cards.1',
      message: 'Media missing in card 2',
    });
    expect(broadcastMediaProblem('CAROUSEL', {}, 3)).toEqual({
      field: 'cards.0',
      message: BroadcastMessages.cardMediaMissing(1),
    });
  });
});

describe('mappingProblems', () => {
  const defs = templateVariableDefinitions(ORDER_TEMPLATE);
  const complete = [
    row('header.1', 'static', '#42'),
    row('body.1', 'column', 'city'),
    row('body.2', 'column', 'name'),
    row('button.1.1', 'expression', 'o/{phoneNumber|digits}'),
  ];

  it('accepts a complete mapping', () => {
    expect(mappingProblems(defs, complete, COLUMNS)).toEqual({});
  });

  it('requires every variable a value, by key', () => {
    expect(mappingProblems(defs, [row('body.1', 'static', '  '), row('body.2', 'column', 'name')], COLUMNS)).toEqual({
      'header.1': 'This Field is Mandatory',
      'body.1': BroadcastMessages.mandatory,
      'button.1.1': BroadcastMessages.mandatory,
    });
  });

  it('refuses unknown columns, in a column or an expression, and variables the template lacks', () => {
    const rows = [
      row('header.1', 'column', 'tier'),
      row('body.1', 'column', ' city '),
      row('body.2', 'static', 'x'),
      row('button.1.1', 'expression', '{name}/{plan}'),
      row('body.9', 'static', 'x'),
    ];
    expect(mappingProblems(defs, rows, COLUMNS)).toEqual({
      'body.9': BroadcastMessages.unknownVariable('body.9'),
      'header.1': 'Unknown column "tier"',
      'button.1.1': BroadcastMessages.unknownColumn('plan'),
    });
    // Without the list of columns (not known yet), columns are not checked.
    expect(mappingProblems(defs, rows, null)).toEqual({ 'body.9': BroadcastMessages.unknownVariable('body.9') });
  });

  it('takes an expression for a URL variable only, and only one that parses', () => {
    const rows = (body1: MappingRow, button: MappingRow) => [complete[0]!, body1, complete[2]!, button];
    expect(mappingProblems(defs, rows(row('body.1', 'expression', '{name}'), complete[3]!), COLUMNS)['body.1']).toBe(
      BroadcastMessages.notUrlVariable,
    );
    expect(
      mappingProblems(defs, rows(complete[1]!, row('button.1.1', 'expression', 'x/{name')), COLUMNS)['button.1.1'],
    ).toBe(ExpressionMessages.unclosed);
    // A URL variable may also be a constant or a column.
    expect(mappingProblems(defs, rows(complete[1]!, row('button.1.1', 'column', 'name')), COLUMNS)).toEqual({});
  });

  it('reports a carousel card’s gap by key and as the cards message', () => {
    const cardDefs = templateVariableDefinitions(carousel('Card {{1}}', 'Card {{1}}'));
    const problems = mappingProblems(
      cardDefs,
      [row('body.1', 'static', 'Asha'), row('card.0.body.1', 'static', 'One')],
      COLUMNS,
    );
    expect(problems).toEqual({
      'card.1.body.1': BroadcastMessages.mandatory,
      cards: 'Variable mapping missing, check all cards',
    });
    // A gap outside the cards is not a card problem.
    expect(
      mappingProblems(
        cardDefs,
        [row('card.0.body.1', 'static', 'One'), row('card.1.body.1', 'static', 'Two')],
        COLUMNS,
      ),
    ).toEqual({ 'body.1': BroadcastMessages.mandatory });
  });
});

describe('renderRecipient', () => {
  const defs = templateVariableDefinitions(ORDER_TEMPLATE);
  const asha = { name: 'Asha Rao', phoneNumber: '+91 98123 45670', city: 'Pune' };

  it('fills constants, columns and URL-encoded expressions into the message', () => {
    const rows = [
      row('header.1', 'static', '#42'),
      row('body.1', 'column', 'city'),
      row('body.2', 'column', 'name'),
      row('button.1.1', 'expression', '{name}?c={city|upper}'),
    ];
    const result = renderRecipient(template(ORDER_TEMPLATE), defs, rows, {}, asha);
    expect(result).toEqual({
      ok: true,
      values: { templateId: 'tpl1', header: ['#42'], body: ['Pune', 'Asha Rao'], buttons: ['', 'Asha%20Rao?c=PUNE'] },
      content: {
        templateName: 'order_update',
        header: { format: 'TEXT', text: 'Order #42' },
        body: 'Hi Asha Rao, order Pune for Asha Rao has shipped.',
        footer: 'Shop',
        buttons: [
          { type: 'QUICK_REPLY', text: 'Stop', payload: 'Stop', url: undefined },
          { type: 'URL', text: 'Track', payload: undefined, url: 'https://shop.example/track/Asha%20Rao?c=PUNE' },
          { type: 'URL', text: 'Home', payload: undefined, url: 'https://shop.example/' },
        ],
      },
    });
  });

  it('applies the filters: lower, upper, digits, trim and raw', () => {
    const render = (expression: string) => {
      const rows = [
        row('header.1', 'static', 'h'),
        row('body.1', 'static', 'b'),
        row('body.2', 'static', 'c'),
        row('button.1.1', 'expression', expression),
      ];
      const result = renderRecipient(
        template(ORDER_TEMPLATE),
        defs,
        rows,
        {},
        {
          ...asha,
          code: ' A/b ',
        },
      );
      if (!result.ok) throw new Error(result.reason);
      return result.values.buttons![1];
    };
    expect(render('{name|lower}')).toBe('asha%20rao');
    expect(render('{code|upper}')).toBe('%20A%2FB%20');
    expect(render('{phoneNumber|digits}')).toBe('919812345670');
    expect(render('{code|trim}')).toBe('A%2Fb');
    expect(render('{code|raw}')).toBe(' A/b ');
    expect(render('{code}')).toBe('%20A%2Fb%20');
  });

  it('rejects a recipient whose column or expression column is empty, with the reason', () => {
    const rows = [
      row('header.1', 'static', '#42'),
      row('body.1', 'column', 'city'),
      row('body.2', 'column', 'name'),
      row('button.1.1', 'static', 'x'),
    ];
    const noCity = renderRecipient(template(ORDER_TEMPLATE), defs, rows, {}, { ...asha, city: '  ' });
    expect(noCity).toEqual({ ok: false, reason: BroadcastMessages.emptyValue('Body {{1}}', 'city') });
    const noName = renderRecipient(template(ORDER_TEMPLATE), defs, rows, {}, { city: 'Pune' });
    expect(noName).toEqual({ ok: false, reason: "No value for Body {{2}}: the recipient's name is empty" });
    const viaExpression = renderRecipient(
      template(ORDER_TEMPLATE),
      defs,
      [...rows.slice(0, 3), row('button.1.1', 'expression', 'x/{phoneNumber}')],
      {},
      { name: 'Asha', city: 'Pune' },
    );
    expect(viaExpression).toEqual({
      ok: false,
      reason: "No value for Button 2 URL {{1}}: the recipient's phone number is empty",
    });
    const unmapped = renderRecipient(template(ORDER_TEMPLATE), defs, rows.slice(0, 3), {}, asha);
    expect(unmapped).toEqual({ ok: false, reason: BroadcastMessages.emptyValue('Button 2 URL {{1}}', 'value') });
  });

  it('names a standard column by its label even when the mapping has spaces around it', () => {
    const rows = [
      row('header.1', 'static', '#42'),
      row('body.1', 'column', ' whatsAppNumber '),
      row('body.2', 'static', 'x'),
      row('button.1.1', 'static', 'x'),
    ];
    expect(renderRecipient(template(ORDER_TEMPLATE), defs, rows, {}, asha)).toEqual({
      ok: false,
      reason: "No value for Body {{1}}: the recipient's whatsapp number is empty",
    });
  });

  it('attaches the media of a media template, and each card’s of a carousel', () => {
    const doc = [mediaHeader('DOCUMENT'), body('Your invoice, {{1}}', ['Asha'])];
    const media = { url: 'https://cdn.example/inv.pdf', fileName: 'inv.pdf', type: 'DOC' };
    const sent = renderRecipient(
      template(doc),
      templateVariableDefinitions(doc),
      [row('body.1', 'column', 'name')],
      { media },
      asha,
    );
    expect(sent.ok && sent.content.header).toEqual({
      format: 'DOCUMENT',
      url: 'https://cdn.example/inv.pdf',
      fileName: 'inv.pdf',
    });
    expect(sent.ok && sent.values.media).toEqual({ url: 'https://cdn.example/inv.pdf', fileName: 'inv.pdf' });
    const noMedia = renderRecipient(
      template(doc),
      templateVariableDefinitions(doc),
      [row('body.1', 'column', 'name')],
      {},
      asha,
    );
    expect(noMedia).toEqual({ ok: false, reason: MessageMessages.mediaRequired });

    const cards = carousel('First {{1}}', 'Second');
    const result = renderRecipient(
      template(cards),
      templateVariableDefinitions(cards),
      [row('body.1', 'column', 'name'), row('card.0.body.1', 'column', 'city')],
      { cards: [{ media: { url: 'https://cdn.example/1.png' } }, { media: { url: 'https://cdn.example/2.png' } }] },
      asha,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.content.body).toBe('Our picks, Asha Rao');
    expect(result.content.cards!.map((c) => [c.header.url, c.body])).toEqual([
      ['https://cdn.example/1.png', 'First Pune'],
      ['https://cdn.example/2.png', 'Second'],
    ]);
  });
});

describe('broadcastStatusOf', () => {
  it.each([
    [{ queued: 3 }, 'queued'],
    [{ queued: 2, rejected: 1 }, 'queued'],
    [{ queued: 2, sending: 1 }, 'sending'],
    [{ queued: 1, sent: 2 }, 'sending'],
    [{ sending: 1, failed: 1 }, 'sending'],
    [{ sent: 2, delivered: 1, read: 1, accepted: 1 }, 'completed'],
    [{ delivered: 2, failed: 1 }, 'completed_with_failures'],
    [{ read: 1, rejected: 1 }, 'completed_with_failures'],
    [{ failed: 2, rejected: 1 }, 'failed'],
    [{ rejected: 2 }, 'failed'],
    [{}, 'failed'],
  ] as const)('%j is %s', (counts, status) => {
    expect(broadcastStatusOf({ ...counts, total: Object.values(counts).reduce((a, b) => a + b, 0) })).toBe(status);
  });

  it('shows statuses in title case', () => {
    expect(titleCase('completed_with_failures')).toBe('Completed With Failures');
    expect(titleCase('QUEUED')).toBe('Queued');
  });
});
