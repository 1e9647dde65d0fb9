import { describe, expect, it } from 'vitest';
import { fillExamples, isEmptyTemplate, templatePreviewContent } from './templatePreviewContent.ts';

describe('fillExamples', () => {
  it('puts each example in its placeholder, repeats included', () => {
    expect(fillExamples('Hi {{1}}, order {{2}} for {{1}}', ['Asha', '#42'])).toBe('Hi Asha, order #42 for Asha');
    expect(fillExamples('Hi {{ 1 }}', ['Asha'])).toBe('Hi Asha');
  });

  it('leaves placeholders without an example, or with a blank one, as typed', () => {
    expect(fillExamples('Hi {{1}}, order {{2}}', ['Asha'])).toBe('Hi Asha, order {{2}}');
    expect(fillExamples('Hi {{1}}', ['  '])).toBe('Hi {{1}}');
    expect(fillExamples('Hi {{1}}', undefined)).toBe('Hi {{1}}');
  });
});

describe('templatePreviewContent', () => {
  it('fills the header, body and card examples separately', () => {
    const content = templatePreviewContent(
      {
        header: { format: 'TEXT', text: 'For {{1}}' },
        body: 'Dear {{1}}, see {{2}}',
        cards: [
          { body: 'Card {{1}}', buttons: [] },
          { body: 'Card {{1}}', buttons: [] },
        ],
      },
      { header: ['Ravi'], body: ['Asha', 'this'], cards: [['one']] },
    );
    expect(content.header?.text).toBe('For Ravi');
    expect(content.body).toBe('Dear Asha, see this');
    expect(content.cards?.map((card) => card.body)).toEqual(['Card one', 'Card {{1}}']);
  });

  it('drops the parts not written yet', () => {
    const content = templatePreviewContent({
      header: { format: 'TEXT', text: ' ' },
      body: '',
      footer: '',
      buttons: [],
      cards: [],
    });
    expect(content).toEqual({ body: '' });
    expect(isEmptyTemplate(content)).toBe(true);
  });

  it('keeps a media header without its sample yet', () => {
    const content = templatePreviewContent({ header: { format: 'IMAGE' }, body: '' });
    expect(content.header).toEqual({ format: 'IMAGE', text: undefined });
    expect(isEmptyTemplate(content)).toBe(false);
  });
});
