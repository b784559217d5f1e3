import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const links = (body: string) => linkify(body).filter((p) => p.href).map((p) => [p.text, p.href]);

describe('linkify', () => {
  it('links web and email addresses and keeps the rest as text', () => {
    expect(linkify('See https://example.com/a?b=1 or mail jo@example.co.uk.')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: ' or mail ' },
      { text: 'jo@example.co.uk', href: 'mailto:jo@example.co.uk' },
      { text: '.' },
    ]);
  });

  it('gives a www. address https, and leaves sentence punctuation and unopened brackets outside', () => {
    expect(links('(portfolio: www.example.com/work), thanks!')).toEqual([['www.example.com/work', 'https://www.example.com/work']]);
    expect(links('https://en.wikipedia.org/wiki/Bracket_(disambiguation).')).toEqual([
      ['https://en.wikipedia.org/wiki/Bracket_(disambiguation)', 'https://en.wikipedia.org/wiki/Bracket_(disambiguation)'],
    ]);
  });

  it('never links a script address or markup', () => {
    expect(links('javascript:alert(1) <script>alert(1)</script> data:text/html,<b>x</b>')).toEqual([]);
    expect(linkify('<img src=x onerror=alert(1)>')).toEqual([{ text: '<img src=x onerror=alert(1)>' }]);
  });

  it('keeps the whole text, in order', () => {
    const body = 'a http://x.io b\nwww.y.org\n\nc';
    expect(linkify(body).map((p) => p.text).join('')).toBe(body);
  });
});
