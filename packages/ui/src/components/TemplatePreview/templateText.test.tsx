import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatWhatsAppText, substituteVariables, templateViolations, TEMPLATE_LIMITS } from './templateText.tsx';

describe('formatWhatsAppText', () => {
  it('renders bold, italic, strike and monospace', () => {
    const html = renderToStaticMarkup(<>{formatWhatsAppText('Hi *there* _you_ ~old~ ```x = 1``` end')}</>);
    expect(html).toBe('Hi <strong>there</strong> <em>you</em> <s>old</s> <code>x = 1</code> end');
  });
  it('nests italic inside bold', () => {
    expect(renderToStaticMarkup(<>{formatWhatsAppText('*big _deal_*')}</>)).toBe('<strong>big <em>deal</em></strong>');
  });
});

describe('substituteVariables', () => {
  it('fills numbered and named variables from samples', () => {
    expect(substituteVariables('Hi {{1}}, order {{2}}', ['Asha', '#42'])).toBe('Hi Asha, order #42');
    expect(substituteVariables('Hi {{name}} {{other}}', { name: 'Ravi' })).toBe('Hi Ravi {{other}}');
  });
});

describe('templateViolations', () => {
  it('reports fields over their limits', () => {
    const violations = templateViolations({
      header: { format: 'TEXT', text: 'h'.repeat(TEMPLATE_LIMITS.header + 1) },
      body: 'ok',
      footer: 'f'.repeat(60),
      buttons: [{ type: 'QUICK_REPLY', text: 'q'.repeat(26) }],
      limitedTimeOffer: 'x'.repeat(16),
      cards: [{ body: 'b'.repeat(161), buttons: [1, 2, 3].map((n) => ({ type: 'URL' as const, text: `Go ${n}` })) }],
    });
    expect(violations.map((violation) => violation.id)).toEqual([
      'header',
      'button-0',
      'lto',
      'card-0-body',
      'card-0-buttons',
    ]);
  });
});
