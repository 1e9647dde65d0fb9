import { describe, expect, it } from 'vitest';
import { parseMessageText } from './parseMessageText.ts';

const text = (value: string) => ({ type: 'text', text: value });

describe('parseMessageText', () => {
  it('leaves plain text as one text node', () => {
    expect(parseMessageText('Hello there')).toEqual([text('Hello there')]);
    expect(parseMessageText('')).toEqual([]);
  });

  it('reads each marker', () => {
    expect(parseMessageText('*a* _b_ ~c~ ```d```')).toEqual([
      { type: 'bold', children: [text('a')] },
      text(' '),
      { type: 'italic', children: [text('b')] },
      text(' '),
      { type: 'strike', children: [text('c')] },
      text(' '),
      { type: 'mono', text: 'd' },
    ]);
  });

  it('nests emphasis inside emphasis', () => {
    expect(parseMessageText('*_both_*')).toEqual([
      { type: 'bold', children: [{ type: 'italic', children: [text('both')] }] },
    ]);
    expect(parseMessageText('_*~all three~*_')).toEqual([
      { type: 'italic', children: [{ type: 'bold', children: [{ type: 'strike', children: [text('all three')] }] }] },
    ]);
  });

  it('needs markers that hug their text', () => {
    expect(parseMessageText('* not bold *')).toEqual([text('* not bold *')]);
    expect(parseMessageText('*not bold *')).toEqual([text('*not bold *')]);
    expect(parseMessageText('* not bold*')).toEqual([text('* not bold*')]);
  });

  it('keeps markers inside words literal', () => {
    expect(parseMessageText('2*3*4')).toEqual([text('2*3*4')]);
    expect(parseMessageText('snake_case_name')).toEqual([text('snake_case_name')]);
    expect(parseMessageText('*bold*ly')).toEqual([text('*bold*ly')]);
    expect(parseMessageText('_my_file_')).toEqual([{ type: 'italic', children: [text('my_file')] }]);
  });

  it('formats between punctuation', () => {
    expect(parseMessageText('(*yes*), ~no~!')).toEqual([
      text('('),
      { type: 'bold', children: [text('yes')] },
      text('), '),
      { type: 'strike', children: [text('no')] },
      text('!'),
    ]);
  });

  it('leaves unmatched and empty markers literal', () => {
    expect(parseMessageText('*bold')).toEqual([text('*bold')]);
    expect(parseMessageText('**')).toEqual([text('**')]);
    expect(parseMessageText('a ``` b')).toEqual([text('a ``` b')]);
    expect(parseMessageText('``` ```')).toEqual([text('``` ```')]);
    expect(parseMessageText('*bold _it*_')).toEqual([{ type: 'bold', children: [text('bold _it')] }, text('_')]);
  });

  it('keeps emphasis on one line but lets monospace span lines', () => {
    expect(parseMessageText('*one\ntwo*')).toEqual([text('*one\ntwo*')]);
    expect(parseMessageText('```one\ntwo```')).toEqual([{ type: 'mono', text: 'one\ntwo' }]);
    expect(parseMessageText('line *one*\nline _two_')).toEqual([
      text('line '),
      { type: 'bold', children: [text('one')] },
      text('\nline '),
      { type: 'italic', children: [text('two')] },
    ]);
  });

  it('does not format inside monospace', () => {
    expect(parseMessageText('```*x* _y_```')).toEqual([{ type: 'mono', text: '*x* _y_' }]);
    // The star inside the code is not the bold's end.
    expect(parseMessageText('*see ```a*b``` here*')).toEqual([
      { type: 'bold', children: [text('see '), { type: 'mono', text: 'a*b' }, text(' here')] },
    ]);
  });

  it('treats letters beyond the basic plane and emoji correctly at word edges', () => {
    expect(parseMessageText('😀*hi*😀')).toEqual([text('😀'), { type: 'bold', children: [text('hi')] }, text('😀')]);
    expect(parseMessageText('é*x*é')).toEqual([text('é*x*é')]);
  });
});
