import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { cdata, cdataElement, element, xmlChars, xmlText } from './xml.js';

const HOSTILE = `Tom & Jerry's <b>"big"</b> ]]> break-out <![CDATA[ x ]]>`;
const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, parseTagValue: false, trimValues: false }).parse(xml);

describe('writing XML', () => {
  it('escapes text and attribute values so a parser reads them back unchanged', () => {
    const xml = `<a t="${xmlText(HOSTILE)}">${xmlText(HOSTILE)}</a>`;
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parse(xml).a).toEqual({ '#text': HOSTILE, '@_t': HOSTILE });
  });

  it('keeps a CDATA section whole when the text holds its end marker', () => {
    const xml = `<a>${cdata(HOSTILE)}</a>`;
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parse(xml).a).toBe(HOSTILE);
    expect(cdata(']]>')).toBe('<![CDATA[]]]]><![CDATA[>]]>');
  });

  it('drops the characters XML 1.0 cannot carry, keeps tabs, newlines and astral characters', () => {
    expect(xmlChars('a\u0000b\u0008c\u000bd\u001fe\ufffff')).toBe('abcdef');
    expect(xmlChars('\t\n\r é 😀')).toBe('\t\n\r é 😀');
    expect(xmlChars('lone \ud800 high, lone \udc00 low')).toBe('lone  high, lone  low');
    expect(XMLValidator.validate(`<a>${xmlText('x\u0001y')}${cdata('\u0002')}</a>`)).toBe(true);
  });

  it('writes nothing for a missing value', () => {
    expect(element('a', null)).toBe('');
    expect(element('a', '')).toBe('');
    expect(element('a', 0)).toBe('<a>0</a>');
    expect(cdataElement('a', undefined)).toBe('');
    expect(cdataElement('a', 'x')).toBe('<a><![CDATA[x]]></a>');
  });
});
