import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_LIMITS,
  TemplateMessages,
  checkTemplate,
  fillVariables,
  renderTemplateText,
  templateLength,
  templateVariables,
  variableCount,
  variablesInOrder,
} from './templateRules.ts';
import type { CarouselCard, TemplateButton, TemplateComponent, TemplateSaveRequest } from './templateSchemas.ts';

type Draft = Omit<TemplateSaveRequest, 'channelId'>;

const draft = (components: TemplateComponent[], extra: Partial<Draft> = {}): Draft => ({
  name: 'a_template',
  language: 'en_US',
  category: 'UTILITY',
  type: 'DEFAULT',
  components,
  ...extra,
});
const body = (text = 'Hello', example?: string[]): TemplateComponent => ({
  type: 'BODY',
  text,
  ...(example ? { example } : {}),
});
const buttons = (...list: TemplateButton[]): TemplateComponent => ({ type: 'BUTTONS', buttons: list });
const quick = (text = 'Yes'): TemplateButton => ({ type: 'QUICK_REPLY', text });
const url = (text = 'Open', address = 'https://shop.example/a'): TemplateButton => ({
  type: 'URL',
  text,
  url: address,
});
const phone = (text = 'Call'): TemplateButton => ({ type: 'PHONE_NUMBER', text, phone_number: '+14155550123' });
const code = (value = 'SAVE10'): TemplateButton => ({ type: 'COPY_CODE', text: 'Copy code', example: [value] });

/** The messages checkTemplate finds, with the fields they name. */
const issues = (template: Draft) => checkTemplate(template);
const messages = (template: Draft) => issues(template).map((i) => i.message);
const x = (n: number) => 'x'.repeat(n);

describe('template limits (platform-shell §9), at and past each', () => {
  it('accepts a plain template', () => {
    expect(issues(draft([body()]))).toEqual([]);
  });

  it.each([
    [
      'header',
      TEMPLATE_LIMITS.header,
      (n: number) => draft([{ type: 'HEADER', format: 'TEXT', text: x(n) }, body()]),
      'header.text',
      TemplateMessages.headerTooLong,
    ],
    ['body', TEMPLATE_LIMITS.body, (n: number) => draft([body(x(n))]), 'body.text', TemplateMessages.bodyTooLong],
    [
      'footer',
      TEMPLATE_LIMITS.footer,
      (n: number) => draft([body(), { type: 'FOOTER', text: x(n) }]),
      'footer.text',
      TemplateMessages.footerTooLong,
    ],
    [
      'quick reply text',
      TEMPLATE_LIMITS.quickButtonText,
      (n: number) => draft([body(), buttons(quick(x(n)))]),
      'buttons.0.text',
      TemplateMessages.quickButtonTooLong,
    ],
    [
      'action button text',
      TEMPLATE_LIMITS.actionButtonText,
      (n: number) => draft([body(), buttons(url(x(n)))]),
      'buttons.0.text',
      TemplateMessages.actionButtonTooLong,
    ],
    [
      'name',
      TEMPLATE_LIMITS.name,
      (n: number) => draft([body()], { name: x(n) }),
      'name',
      TemplateMessages.nameTooLong,
    ],
    [
      'copy code',
      TEMPLATE_LIMITS.copyCode,
      (n: number) => draft([body(), buttons(code(x(n)))]),
      'buttons.0.example.0',
      TemplateMessages.codeTooLong,
    ],
  ])('%s: %i characters pass, one more is refused', (_, limit, make, field, message) => {
    expect(issues(make(limit))).toEqual([]);
    expect(issues(make(limit + 1))).toEqual([{ field, message }]);
  });

  it('counts characters as a person does: one emoji is one character', () => {
    const emoji = '😀'.repeat(TEMPLATE_LIMITS.header);
    expect(emoji.length).toBe(2 * TEMPLATE_LIMITS.header);
    expect(templateLength(emoji)).toBe(TEMPLATE_LIMITS.header);
    expect(issues(draft([{ type: 'HEADER', format: 'TEXT', text: emoji }, body()]))).toEqual([]);
  });

  it.each([
    ['buttons', TEMPLATE_LIMITS.buttons, quick, TemplateMessages.tooManyButtons],
    ['URL buttons', TEMPLATE_LIMITS.urlButtons, () => url(), TemplateMessages.tooManyUrlButtons],
    ['phone number buttons', TEMPLATE_LIMITS.phoneButtons, () => phone(), TemplateMessages.tooManyPhoneButtons],
    ['copy code buttons', TEMPLATE_LIMITS.copyCodeButtons, () => code(), TemplateMessages.tooManyCopyCodeButtons],
  ])('%s: %i pass, one more is refused', (_, limit, make, message) => {
    const many = (n: number) => draft([body(), buttons(...Array.from({ length: n }, () => make()))]);
    expect(issues(many(limit))).toEqual([]);
    expect(issues(many(limit + 1))).toEqual([{ field: 'buttons', message }]);
  });
});

describe('template names, languages, categories and types', () => {
  it('requires a lower-case name, a language code, a category and a type', () => {
    expect(messages(draft([body()], { name: '  ' }))).toEqual([TemplateMessages.nameRequired]);
    expect(messages(draft([body()], { name: 'Order-Update' }))).toEqual([TemplateMessages.nameFormat]);
    expect(messages(draft([body()], { language: '' }))).toEqual([TemplateMessages.languageRequired]);
    expect(messages(draft([body()], { language: 'english' }))).toEqual([TemplateMessages.languageFormat]);
    expect(messages(draft([body()], { language: 'en' }))).toEqual([]);
    expect(messages(draft([body()], { category: 'PROMO' }))).toEqual([TemplateMessages.categoryRequired]);
    expect(messages(draft([body()], { type: 'STORY' }))).toContain(TemplateMessages.typeRequired);
  });

  it('requires a body and at most one component of each kind', () => {
    expect(messages(draft([]))).toEqual([TemplateMessages.bodyRequired]);
    expect(messages(draft([body(), body()]))).toEqual([TemplateMessages.oneOfEach]);
  });

  it('requires a text header to have text and a media header to have a sample', () => {
    expect(issues(draft([{ type: 'HEADER', format: 'TEXT', text: ' ' }, body()]))).toEqual([
      { field: 'header.text', message: TemplateMessages.headerTextRequired },
    ]);
    expect(issues(draft([{ type: 'HEADER', format: 'IMAGE' }, body()]))).toEqual([
      { field: 'header.resourceUrl', message: TemplateMessages.headerMediaRequired },
    ]);
    expect(
      issues(draft([{ type: 'HEADER', format: 'VIDEO', resourceUrl: 'https://cdn.example/v.mp4' }, body()])),
    ).toEqual([]);
  });
});

describe('variables and their examples', () => {
  it('finds variables in order of appearance, counts each once, and fills them', () => {
    expect(templateVariables('{{2}} and {{ 1 }} and {{2}}')).toEqual([2, 1, 2]);
    expect(variableCount('{{2}} and {{1}} and {{2}}')).toBe(2);
    expect(fillVariables('Hi {{1}}, {{2}} {{3}}', ['Asha', 'order'])).toBe('Hi Asha, order {{3}}');
  });

  it('wants the variables numbered 1…n without gaps; repeats are fine', () => {
    expect(variablesInOrder('{{1}} {{2}} {{1}}')).toBe(true);
    expect(variablesInOrder('{{2}}')).toBe(false);
    expect(variablesInOrder('{{1}} {{3}}')).toBe(false);
    expect(issues(draft([body('Hi {{1}} {{3}}', ['a', 'b', 'c'])]))).toEqual([
      { field: 'body.text', message: TemplateMessages.variablesInOrder },
    ]);
    expect(issues(draft([body('Hi {{1}} and {{1}} again', ['a'])]))).toEqual([]);
  });

  it('wants one example per variable', () => {
    expect(issues(draft([body('Hi {{1}}, order {{2}}', ['Asha', ' '])]))).toEqual([
      { field: 'body.example.1', message: TemplateMessages.exampleRequired(2) },
    ]);
    expect(issues(draft([body('Hi {{1}}, order {{2}}')]))).toEqual([
      { field: 'body.example.0', message: TemplateMessages.exampleRequired(1) },
      { field: 'body.example.1', message: TemplateMessages.exampleRequired(2) },
    ]);
    expect(issues(draft([{ type: 'HEADER', format: 'TEXT', text: 'Hi {{1}}' }, body()]))).toEqual([
      { field: 'header.example.0', message: TemplateMessages.exampleRequired(1) },
    ]);
  });

  it('allows a header one variable, {{1}}, and a footer none', () => {
    const header = (text: string) => draft([{ type: 'HEADER', format: 'TEXT', text, example: ['a', 'b'] }, body()]);
    expect(issues(header('Hi {{1}}'))).toEqual([]);
    expect(messages(header('Hi {{2}}'))).toEqual([TemplateMessages.headerOneVariable]);
    expect(messages(header('Hi {{1}} {{1}}'))).toEqual([TemplateMessages.headerOneVariable]);
    expect(issues(draft([body(), { type: 'FOOTER', text: 'Bye {{1}}' }]))).toEqual([
      { field: 'footer.text', message: TemplateMessages.footerNoVariables },
    ]);
  });

  it('allows a URL one variable at its end, with an example', () => {
    const withUrl = (address: string, example?: string[]) =>
      draft([body(), buttons({ type: 'URL', text: 'Track', url: address, ...(example ? { example } : {}) })]);
    expect(issues(withUrl('https://shop.example/track/{{1}}', ['A12']))).toEqual([]);
    expect(issues(withUrl('https://shop.example/track/{{1}}'))).toEqual([
      { field: 'buttons.0.example.0', message: TemplateMessages.exampleRequired(1) },
    ]);
    expect(messages(withUrl('https://shop.example/{{1}}/track', ['A12']))).toEqual([TemplateMessages.urlVariableAtEnd]);
    expect(messages(withUrl('https://shop.example/{{2}}', ['A12']))).toEqual([TemplateMessages.urlVariableAtEnd]);
    expect(messages(withUrl('http://shop.example/'))).toEqual([TemplateMessages.urlRequired]);
  });

  it('wants a phone number with its country code, a button text and a code', () => {
    expect(
      messages(draft([body(), buttons({ type: 'PHONE_NUMBER', text: 'Call', phone_number: '4155550123' })])),
    ).toEqual([TemplateMessages.phoneRequired]);
    expect(messages(draft([body(), buttons(quick(' '))]))).toEqual([TemplateMessages.buttonTextRequired]);
    expect(messages(draft([body(), buttons({ type: 'COPY_CODE', text: 'Copy' })]))).toEqual([
      TemplateMessages.codeRequired,
    ]);
  });

  it('renders a template’s text with its values', () => {
    const components: TemplateComponent[] = [
      { type: 'HEADER', format: 'TEXT', text: 'Welcome to {{1}}' },
      body('Hi {{1}}'),
      { type: 'FOOTER', text: 'Bye' },
    ];
    expect(renderTemplateText(components, { header: ['Parley'], body: ['Asha'] })).toEqual({
      header: 'Welcome to Parley',
      body: 'Hi Asha',
      footer: 'Bye',
    });
  });
});

describe('carousel templates', () => {
  const card = (
    over: Partial<Record<'format' | 'url' | 'body', string>> = {},
    cardButtons = [quick('Buy')],
  ): CarouselCard => ({
    components: [
      {
        type: 'HEADER',
        format: (over.format ?? 'IMAGE') as 'IMAGE',
        resourceUrl: over.url ?? 'https://cdn.example/c.png',
      },
      { type: 'BODY', text: over.body ?? 'A card' },
      { type: 'BUTTONS', buttons: cardButtons },
    ],
  });
  const carousel = (cards: CarouselCard[], extra: TemplateComponent[] = [], category = 'MARKETING') =>
    draft([body('Our picks'), ...extra, { type: 'CAROUSEL', cards }], { type: 'CAROUSEL', category });

  it('accepts 2 to 10 cards and refuses 1 or 11', () => {
    const cards = (n: number) => Array.from({ length: n }, () => card());
    expect(issues(carousel(cards(TEMPLATE_LIMITS.carouselCardsMin)))).toEqual([]);
    expect(issues(carousel(cards(TEMPLATE_LIMITS.carouselCardsMax)))).toEqual([]);
    expect(issues(carousel(cards(TEMPLATE_LIMITS.carouselCardsMin - 1)))).toEqual([
      { field: 'cards', message: TemplateMessages.carouselCards },
    ]);
    expect(issues(carousel(cards(TEMPLATE_LIMITS.carouselCardsMax + 1)))).toEqual([
      { field: 'cards', message: TemplateMessages.carouselCards },
    ]);
  });

  it('limits a card body to 160 characters and its buttons to 1 or 2, the same on every card', () => {
    expect(issues(carousel([card({ body: x(TEMPLATE_LIMITS.cardBody) }), card()]))).toEqual([]);
    expect(issues(carousel([card({ body: x(TEMPLATE_LIMITS.cardBody + 1) }), card()]))).toEqual([
      { field: 'cards.0.body.text', message: TemplateMessages.cardBodyTooLong },
    ]);
    expect(issues(carousel([card({ body: ' ' }), card()]))).toEqual([
      { field: 'cards.0.body.text', message: TemplateMessages.cardBodyRequired },
    ]);
    const two = [quick('Buy'), url('Shop')];
    expect(issues(carousel([card({}, two), card({}, two)]))).toEqual([]);
    expect(issues(carousel([card({}, [...two, quick('More')]), card({}, [...two, quick('More')])]))).toContainEqual({
      field: 'cards.0.buttons',
      message: TemplateMessages.cardButtons,
    });
    expect(issues(carousel([card({}, []), card()]))).toContainEqual({
      field: 'cards.0.buttons',
      message: TemplateMessages.cardButtons,
    });
    expect(issues(carousel([card({}, two), card({}, [quick('Buy')])]))).toEqual([
      { field: 'cards.1.buttons', message: TemplateMessages.cardButtonsSame },
    ]);
  });

  it('wants every card to have an image or video sample, all of one kind', () => {
    expect(issues(carousel([card({ url: '' }), card()]))).toEqual([
      { field: 'cards.0.header', message: TemplateMessages.cardMediaRequired },
    ]);
    expect(issues(carousel([card({ format: 'DOCUMENT' }), card()]))).toEqual([
      { field: 'cards.0.header', message: TemplateMessages.cardMediaRequired },
    ]);
    expect(issues(carousel([card(), card({ format: 'VIDEO' })]))).toEqual([
      { field: 'cards.1.header', message: TemplateMessages.cardMediaSame },
    ]);
  });

  it('keeps header, footer and buttons off the carousel itself, and is a Marketing template', () => {
    expect(messages(carousel([card(), card()], [{ type: 'FOOTER', text: 'f' }]))).toEqual([
      TemplateMessages.carouselOnlyBody,
    ]);
    expect(messages(carousel([card(), card()], [], 'UTILITY'))).toEqual([TemplateMessages.marketingOnly]);
    expect(messages(draft([body(), { type: 'CAROUSEL', cards: [card(), card()] }]))).toEqual([
      TemplateMessages.carouselOnlyForType,
    ]);
  });
});

describe('limited-time-offer templates', () => {
  const offer = (text = 'Sale ends soon', extra: TemplateComponent[] = [], offerButtons = [code(), url('Shop')]) =>
    draft(
      [
        body('Big sale'),
        { type: 'LIMITED_TIME_OFFER', limited_time_offer: { text, has_expiration: true } },
        buttons(...offerButtons),
        ...extra,
      ],
      { type: 'LIMITED_TIME_OFFER', category: 'MARKETING' },
    );

  it('limits the offer text to 15 characters and requires it', () => {
    expect(issues(offer(x(TEMPLATE_LIMITS.offerBody)))).toEqual([]);
    expect(issues(offer(x(TEMPLATE_LIMITS.offerBody + 1)))).toEqual([
      { field: 'offer.text', message: TemplateMessages.offerTooLong },
    ]);
    expect(messages(offer(' '))).toEqual([TemplateMessages.offerRequired]);
  });

  it('wants one copy-code button and one call-to-action button, and no footer', () => {
    expect(issues(offer(undefined, [], [code(), phone()]))).toEqual([]);
    expect(messages(offer(undefined, [], [url('Shop')]))).toEqual([TemplateMessages.offerButtons]);
    expect(messages(offer(undefined, [], [code(), quick()]))).toEqual([TemplateMessages.offerButtons]);
    expect(messages(offer(undefined, [], [code(), url('Shop'), phone()]))).toEqual([TemplateMessages.offerButtons]);
    expect(messages(offer(undefined, [{ type: 'FOOTER', text: 'f' }]))).toEqual([TemplateMessages.offerNoFooter]);
  });

  it('is a Marketing template, and only it has an offer', () => {
    expect(messages({ ...offer(), category: 'UTILITY' })).toEqual([TemplateMessages.marketingOnly]);
    expect(
      messages(
        draft([body(), { type: 'LIMITED_TIME_OFFER', limited_time_offer: { text: 'Sale', has_expiration: false } }]),
      ),
    ).toEqual([TemplateMessages.offerOnlyForType]);
  });
});
