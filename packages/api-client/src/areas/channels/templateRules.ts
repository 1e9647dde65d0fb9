import type {
  BodyComponent,
  ButtonsComponent,
  CarouselComponent,
  FooterComponent,
  HeaderComponent,
  LimitedTimeOfferComponent,
  TemplateButton,
  TemplateComponent,
  TemplateSaveRequest,
} from './templateSchemas.ts';

/** platform-shell §9 "Template maximums", and the carousel and limited-time-offer rules beside them. */
export const TEMPLATE_LIMITS = {
  header: 60,
  body: 1024,
  footer: 60,
  quickButtonText: 25,
  actionButtonText: 25,
  cardBody: 160,
  offerBody: 15,
  carouselButtons: 2,
  /** Ours, after the Cloud API's rules: cards per carousel, buttons per template, name length, a code's length. */
  carouselCardsMin: 2,
  carouselCardsMax: 10,
  buttons: 10,
  urlButtons: 2,
  phoneButtons: 1,
  copyCodeButtons: 1,
  name: 512,
  copyCode: 15,
} as const;

export const TEMPLATE_PAGE_SIZE = 20;

export const TemplateMessages = {
  nameRequired: 'Template name is required',
  nameFormat: 'Template name may only use lower-case letters, digits and underscores',
  nameTooLong: `Template name must be at most ${TEMPLATE_LIMITS.name} characters`,
  languageRequired: 'Language is required',
  languageFormat: 'Language is a code such as en or en_US',
  categoryRequired: 'Category is required',
  typeRequired: 'Template type is required',
  bodyRequired: 'Body is required',
  oneOfEach: 'A template has at most one header, body, footer and button list',
  headerTooLong: `Header must be at most ${TEMPLATE_LIMITS.header} characters`,
  headerTextRequired: 'Header text is required',
  headerOneVariable: 'A header may hold one variable, {{1}}',
  headerMediaRequired: 'Add a sample of the header media',
  bodyTooLong: `Body must be at most ${TEMPLATE_LIMITS.body} characters`,
  footerTooLong: `Footer must be at most ${TEMPLATE_LIMITS.footer} characters`,
  footerNoVariables: 'A footer cannot hold variables',
  variablesInOrder: 'Number the variables {{1}}, {{2}}… in order, without gaps',
  exampleRequired: (n: number) => `Enter an example for {{${n}}}`,
  buttonTextRequired: 'Button text is required',
  quickButtonTooLong: `Quick reply text must be at most ${TEMPLATE_LIMITS.quickButtonText} characters`,
  actionButtonTooLong: `Button text must be at most ${TEMPLATE_LIMITS.actionButtonText} characters`,
  tooManyButtons: `A template has at most ${TEMPLATE_LIMITS.buttons} buttons`,
  tooManyUrlButtons: `A template has at most ${TEMPLATE_LIMITS.urlButtons} URL buttons`,
  tooManyPhoneButtons: 'A template has at most one phone number button',
  tooManyCopyCodeButtons: 'A template has at most one copy code button',
  urlRequired: 'Enter the button’s web address (https://…)',
  urlVariableAtEnd: 'A URL may hold one variable, {{1}}, at its end',
  phoneRequired: 'Enter the phone number with its country code',
  codeRequired: 'Enter the example code',
  codeTooLong: `A code must be at most ${TEMPLATE_LIMITS.copyCode} characters`,
  carouselCards: `A carousel has ${TEMPLATE_LIMITS.carouselCardsMin} to ${TEMPLATE_LIMITS.carouselCardsMax} cards`,
  carouselOnlyBody: 'A carousel template has a body and cards, without header, footer or buttons of its own',
  cardMediaRequired: 'Each card needs an image or video header with a sample',
  cardMediaSame: 'Every card uses the same kind of media',
  cardBodyRequired: 'Card body is required',
  cardBodyTooLong: `Card body must be at most ${TEMPLATE_LIMITS.cardBody} characters`,
  cardButtons: `A card has 1 to ${TEMPLATE_LIMITS.carouselButtons} buttons`,
  cardButtonsSame: 'Every card has the same buttons, in the same order',
  offerRequired: 'Limited-time offer text is required',
  offerTooLong: `Offer text must be at most ${TEMPLATE_LIMITS.offerBody} characters`,
  offerButtons: 'A limited-time offer has one copy code button and one call-to-action button',
  offerNoFooter: 'A limited-time offer has no footer',
  offerOnlyForType: 'Only a limited-time offer template has an offer',
  carouselOnlyForType: 'Only a carousel template has cards',
  marketingOnly: 'Carousel and limited-time-offer templates are Marketing templates',
  duplicate: 'A template with this name and language exists on this channel',
  notFound: 'Template not found',
  keepsIdentity: 'A submitted template keeps its channel, name and language',
  created: 'Template submitted for review',
  updated: 'Template updated and submitted for review',
  deleted: 'Template deleted successfully',
  notApproved: 'Only approved templates can be sent',
  synced: 'Templates synced',
} as const;

/** A problem with a template, where the editor shows it (`body.text`, `buttons.1.text`, `cards.0.body`…). */
export interface TemplateIssue {
  field: string;
  message: string;
}

const VARIABLE = /\{\{\s*(\d+)\s*\}\}/g;

/** The variable numbers in a text, in order of appearance (`{{2}} {{1}}` gives [2, 1]). */
export function templateVariables(text: string | undefined): number[] {
  return [...(text ?? '').matchAll(VARIABLE)].map((m) => Number(m[1]));
}

/** How many distinct variables a text holds: the number of examples it needs. */
export const variableCount = (text: string | undefined): number => new Set(templateVariables(text)).size;

/** The variables are 1…n with no gap (repeats allowed). */
export function variablesInOrder(text: string | undefined): boolean {
  const distinct = [...new Set(templateVariables(text))].sort((a, b) => a - b);
  return distinct.every((n, i) => n === i + 1);
}

/** The text with `{{n}}` replaced by `values[n-1]`; a variable without a value stays as written. */
export function fillVariables(text: string, values: readonly (string | undefined)[]): string {
  return text.replace(VARIABLE, (whole, n: string) => values[Number(n) - 1] ?? whole);
}

/** The number of characters the counters show and the limits measure (code points, as a person counts). */
export const templateLength = (text: string | undefined): number => [...(text ?? '')].length;

export const TEMPLATE_NAME_PATTERN = /^[a-z0-9_]+$/;
export const TEMPLATE_LANGUAGE_PATTERN = /^[a-z]{2,3}(?:_[A-Z]{2})?$/;

/** The template's parts by kind; a second of a kind is reported by checkTemplate. */
export function templateParts(components: readonly TemplateComponent[]) {
  const find = <T extends TemplateComponent['type']>(type: T) =>
    components.find((c) => c.type === type) as Extract<TemplateComponent, { type: T }> | undefined;
  return {
    header: find('HEADER') as HeaderComponent | undefined,
    body: find('BODY') as BodyComponent | undefined,
    footer: find('FOOTER') as FooterComponent | undefined,
    buttons: (find('BUTTONS') as ButtonsComponent | undefined)?.buttons ?? [],
    offer: (find('LIMITED_TIME_OFFER') as LimitedTimeOfferComponent | undefined)?.limited_time_offer,
    cards: (find('CAROUSEL') as CarouselComponent | undefined)?.cards,
  };
}

function checkExamples(issues: TemplateIssue[], field: string, text: string | undefined, example?: readonly string[]) {
  if (!variablesInOrder(text)) {
    issues.push({ field: `${field}.text`, message: TemplateMessages.variablesInOrder });
    return;
  }
  const count = variableCount(text);
  for (let n = 1; n <= count; n++) {
    if (!(example?.[n - 1] ?? '').trim())
      issues.push({ field: `${field}.example.${n - 1}`, message: TemplateMessages.exampleRequired(n) });
  }
}

function checkButton(issues: TemplateIssue[], field: string, button: TemplateButton) {
  const text = button.text.trim();
  const limit = button.type === 'QUICK_REPLY' ? TEMPLATE_LIMITS.quickButtonText : TEMPLATE_LIMITS.actionButtonText;
  if (!text) issues.push({ field: `${field}.text`, message: TemplateMessages.buttonTextRequired });
  else if (templateLength(text) > limit)
    issues.push({
      field: `${field}.text`,
      message:
        button.type === 'QUICK_REPLY' ? TemplateMessages.quickButtonTooLong : TemplateMessages.actionButtonTooLong,
    });
  if (button.type === 'URL') {
    const url = (button.url ?? '').trim();
    if (!/^https:\/\/[^\s/$.?#][^\s]*$/i.test(url))
      issues.push({ field: `${field}.url`, message: TemplateMessages.urlRequired });
    else {
      const vars = templateVariables(url);
      if (vars.length > 1 || (vars.length === 1 && (vars[0] !== 1 || !/\{\{\s*1\s*\}\}$/.test(url))))
        issues.push({ field: `${field}.url`, message: TemplateMessages.urlVariableAtEnd });
      else if (vars.length === 1 && !(button.example?.[0] ?? '').trim())
        issues.push({ field: `${field}.example.0`, message: TemplateMessages.exampleRequired(1) });
    }
  }
  if (
    button.type === 'PHONE_NUMBER' &&
    !/^\+[1-9][0-9]{6,14}$/.test((button.phone_number ?? '').replace(/[\s()-]/g, ''))
  )
    issues.push({ field: `${field}.phone_number`, message: TemplateMessages.phoneRequired });
  if (button.type === 'COPY_CODE') {
    const code = (button.example?.[0] ?? '').trim();
    if (!code) issues.push({ field: `${field}.example.0`, message: TemplateMessages.codeRequired });
    else if (templateLength(code) > TEMPLATE_LIMITS.copyCode)
      issues.push({ field: `${field}.example.0`, message: TemplateMessages.codeTooLong });
  }
}

function checkButtons(issues: TemplateIssue[], buttons: readonly TemplateButton[], field = 'buttons') {
  buttons.forEach((b, i) => checkButton(issues, `${field}.${i}`, b));
  const count = (type: TemplateButton['type']) => buttons.filter((b) => b.type === type).length;
  if (buttons.length > TEMPLATE_LIMITS.buttons) issues.push({ field, message: TemplateMessages.tooManyButtons });
  if (count('URL') > TEMPLATE_LIMITS.urlButtons) issues.push({ field, message: TemplateMessages.tooManyUrlButtons });
  if (count('PHONE_NUMBER') > TEMPLATE_LIMITS.phoneButtons)
    issues.push({ field, message: TemplateMessages.tooManyPhoneButtons });
  if (count('COPY_CODE') > TEMPLATE_LIMITS.copyCodeButtons)
    issues.push({ field, message: TemplateMessages.tooManyCopyCodeButtons });
}

function checkCards(issues: TemplateIssue[], cards: CarouselComponent['cards']) {
  if (cards.length < TEMPLATE_LIMITS.carouselCardsMin || cards.length > TEMPLATE_LIMITS.carouselCardsMax)
    issues.push({ field: 'cards', message: TemplateMessages.carouselCards });
  let firstFormat: string | undefined;
  let firstButtons: string | undefined;
  cards.forEach((card, i) => {
    const parts = templateParts(card.components);
    const field = `cards.${i}`;
    const media = parts.header;
    if (!media || (media.format !== 'IMAGE' && media.format !== 'VIDEO') || !(media.resourceUrl ?? '').trim())
      issues.push({ field: `${field}.header`, message: TemplateMessages.cardMediaRequired });
    else {
      // Only a card with usable media sets the kind the others must match.
      if (firstFormat && media.format !== firstFormat)
        issues.push({ field: `${field}.header`, message: TemplateMessages.cardMediaSame });
      firstFormat ??= media.format;
    }
    const body = parts.body?.text ?? '';
    if (!body.trim()) issues.push({ field: `${field}.body.text`, message: TemplateMessages.cardBodyRequired });
    else if (templateLength(body) > TEMPLATE_LIMITS.cardBody)
      issues.push({ field: `${field}.body.text`, message: TemplateMessages.cardBodyTooLong });
    else checkExamples(issues, `${field}.body`, body, parts.body?.example);
    if (parts.buttons.length < 1 || parts.buttons.length > TEMPLATE_LIMITS.carouselButtons)
      issues.push({ field: `${field}.buttons`, message: TemplateMessages.cardButtons });
    else {
      checkButtons(issues, parts.buttons, `${field}.buttons`);
      const shape = parts.buttons.map((b) => b.type).join(',');
      if (firstButtons !== undefined && shape !== firstButtons)
        issues.push({ field: `${field}.buttons`, message: TemplateMessages.cardButtonsSame });
      firstButtons ??= shape;
    }
  });
}

/**
 * Every rule of a template (platform-shell §3 "Message templates", §9): the editor shows these as you type, and the
 * server and the fake refuse a save that has any. An empty list means the template may be submitted.
 */
export function checkTemplate(template: Omit<TemplateSaveRequest, 'channelId'>): TemplateIssue[] {
  const issues: TemplateIssue[] = [];
  const name = template.name.trim();
  if (!name) issues.push({ field: 'name', message: TemplateMessages.nameRequired });
  else if (!TEMPLATE_NAME_PATTERN.test(name)) issues.push({ field: 'name', message: TemplateMessages.nameFormat });
  else if (name.length > TEMPLATE_LIMITS.name) issues.push({ field: 'name', message: TemplateMessages.nameTooLong });
  const language = template.language.trim();
  if (!language) issues.push({ field: 'language', message: TemplateMessages.languageRequired });
  else if (!TEMPLATE_LANGUAGE_PATTERN.test(language))
    issues.push({ field: 'language', message: TemplateMessages.languageFormat });
  if (!['UTILITY', 'AUTHENTICATION', 'MARKETING'].includes(template.category))
    issues.push({ field: 'category', message: TemplateMessages.categoryRequired });
  const type = template.type;
  if (!['DEFAULT', 'CAROUSEL', 'LIMITED_TIME_OFFER'].includes(type))
    issues.push({ field: 'type', message: TemplateMessages.typeRequired });
  if (type !== 'DEFAULT' && template.category !== 'MARKETING')
    issues.push({ field: 'category', message: TemplateMessages.marketingOnly });

  const kinds = template.components.map((c) => c.type);
  if (new Set(kinds).size !== kinds.length) issues.push({ field: 'components', message: TemplateMessages.oneOfEach });
  const { header, body, footer, buttons, offer, cards } = templateParts(template.components);

  if (header) {
    if (header.format === 'TEXT') {
      const text = header.text ?? '';
      if (!text.trim()) issues.push({ field: 'header.text', message: TemplateMessages.headerTextRequired });
      else if (templateLength(text) > TEMPLATE_LIMITS.header)
        issues.push({ field: 'header.text', message: TemplateMessages.headerTooLong });
      else if (templateVariables(text).some((n) => n !== 1) || templateVariables(text).length > 1)
        issues.push({ field: 'header.text', message: TemplateMessages.headerOneVariable });
      else checkExamples(issues, 'header', text, header.example);
    } else if (!(header.resourceUrl ?? '').trim())
      issues.push({ field: 'header.resourceUrl', message: TemplateMessages.headerMediaRequired });
  }

  const bodyText = body?.text ?? '';
  if (!bodyText.trim()) issues.push({ field: 'body.text', message: TemplateMessages.bodyRequired });
  else if (templateLength(bodyText) > TEMPLATE_LIMITS.body)
    issues.push({ field: 'body.text', message: TemplateMessages.bodyTooLong });
  else checkExamples(issues, 'body', bodyText, body?.example);

  if (footer) {
    if (templateLength(footer.text) > TEMPLATE_LIMITS.footer)
      issues.push({ field: 'footer.text', message: TemplateMessages.footerTooLong });
    else if (templateVariables(footer.text).length > 0)
      issues.push({ field: 'footer.text', message: TemplateMessages.footerNoVariables });
  }

  if (type === 'CAROUSEL') {
    if (header || footer || buttons.length > 0)
      issues.push({ field: 'components', message: TemplateMessages.carouselOnlyBody });
    checkCards(issues, cards ?? []);
  } else if (cards) issues.push({ field: 'cards', message: TemplateMessages.carouselOnlyForType });

  if (type === 'LIMITED_TIME_OFFER') {
    const text = offer?.text ?? '';
    if (!text.trim()) issues.push({ field: 'offer.text', message: TemplateMessages.offerRequired });
    else if (templateLength(text) > TEMPLATE_LIMITS.offerBody)
      issues.push({ field: 'offer.text', message: TemplateMessages.offerTooLong });
    if (footer) issues.push({ field: 'footer.text', message: TemplateMessages.offerNoFooter });
    const codes = buttons.filter((b) => b.type === 'COPY_CODE').length;
    const actions = buttons.filter((b) => b.type === 'URL' || b.type === 'PHONE_NUMBER').length;
    if (codes !== 1 || actions !== 1 || buttons.length !== 2)
      issues.push({ field: 'buttons', message: TemplateMessages.offerButtons });
  } else if (offer) issues.push({ field: 'offer.text', message: TemplateMessages.offerOnlyForType });

  if (type !== 'CAROUSEL') checkButtons(issues, buttons);
  return issues;
}

/** The text a template's parts read as, with the variables filled: for the simulator and for message records. */
export function renderTemplateText(
  components: readonly TemplateComponent[],
  values: { header?: readonly string[]; body?: readonly string[] } = {},
): { header?: string; body: string; footer?: string } {
  const { header, body, footer } = templateParts(components);
  return {
    header: header?.format === 'TEXT' && header.text ? fillVariables(header.text, values.header ?? []) : undefined,
    body: fillVariables(body?.text ?? '', values.body ?? []),
    footer: footer?.text || undefined,
  };
}
