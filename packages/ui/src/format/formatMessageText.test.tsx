import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatMessageText } from './formatMessageText.tsx';

const html = (text: string, options?: Parameters<typeof formatMessageText>[1]) =>
  renderToStaticMarkup(<>{formatMessageText(text, options)}</>);

describe('formatMessageText', () => {
  it('renders bold, italic, strike and monospace as their elements', () => {
    expect(html('Hi *there* _you_ ~old~ ```x = 1``` end')).toBe(
      'Hi <strong>there</strong> <em>you</em> <s>old</s> <code>x = 1</code> end',
    );
  });

  it('renders nested emphasis', () => {
    expect(html('*big _deal_*')).toBe('<strong>big <em>deal</em></strong>');
    expect(html('*_both_*')).toBe('<strong><em>both</em></strong>');
  });

  it('keeps newlines as line breaks, inside monospace too', () => {
    expect(html('one\ntwo\r\n\nthree')).toBe('one<br/>two<br/><br/>three');
    expect(html('```a\nb```')).toBe('<code>a<br/>b</code>');
  });

  it('shows markup as text, never as HTML', () => {
    expect(html('<img src=x onerror="alert(1)"> *<b>*')).toBe(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; <strong>&lt;b&gt;</strong>',
    );
  });

  it('hands each line of plain text to renderText', () => {
    const seen: string[] = [];
    const markup = html('Hi {{1}},\n*{{2}}*', {
      renderText: (line, key) => {
        seen.push(line);
        return <span key={key}>[{line}]</span>;
      },
    });
    expect(seen).toEqual(['Hi {{1}},', '{{2}}']);
    expect(markup).toBe('<span>[Hi {{1}},]</span><br/><strong><span>[{{2}}]</span></strong>');
  });
});
