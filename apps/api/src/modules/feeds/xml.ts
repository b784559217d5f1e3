/**
 * Writing XML by hand, safely: every text and attribute value goes through `xmlText`, every CDATA section through
 * `cdata`. Characters XML 1.0 cannot carry at all (control characters but tab and newlines, lone surrogates,
 * U+FFFE/U+FFFF) are dropped, since no escape can represent them and a parser refuses the whole document.
 */

// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text without the characters XML 1.0 cannot hold. */
export const xmlChars = (text: string) => text.replace(NOT_XML, '');

/** Text or an attribute value, escaped (quotes too, so the same value is safe in either place). */
export const xmlText = (text: string) =>
  xmlChars(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A CDATA section; a `]]>` inside is split across two sections, so the text cannot end it early. */
export const cdata = (text: string) => `<![CDATA[${xmlChars(text).replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** `<name>escaped text</name>`, or nothing when the value is null or empty. */
export const element = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${xmlText(String(value))}</${name}>`;

/** `<name><![CDATA[text]]></name>`, or nothing when the value is null or empty. */
export const cdataElement = (name: string, value: string | null | undefined) => (value ? `<${name}>${cdata(value)}</${name}>` : '');
