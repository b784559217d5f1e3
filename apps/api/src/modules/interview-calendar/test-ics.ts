/**
 * A strict reader of the calendar files the interviews send, for the tests: it refuses what RFC 5545 refuses (a line
 * not ended by CRLF, a line over 75 octets, a continuation without its space) and unfolds, splits and unescapes the rest.
 */

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  /** As written (TEXT still escaped). */
  raw: string;
  /** TEXT unescaped. */
  text: string;
}

export interface ParsedCalendar {
  /** The physical lines, folded as sent. */
  lines: string[];
  properties: IcsProperty[];
  /** The one property of this name (throws when there are none or several). */
  one(name: string): IcsProperty;
  all(name: string): IcsProperty[];
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** Splits `NAME;P1=V1;P2="V 2":value` at the first colon outside quotes. */
function splitProperty(line: string): IcsProperty {
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon < 0) throw new Error(`no value: ${line}`);
  const [name, ...params] = line.slice(0, colon).match(/(?:[^;"]|"[^"]*")+/g)!;
  const raw = line.slice(colon + 1);
  return {
    name: name!,
    params: Object.fromEntries(params.map((p) => {
      const eq = p.indexOf('=');
      return [p.slice(0, eq), p.slice(eq + 1).replace(/^"|"$/g, '')];
    })),
    raw,
    text: unescapeText(raw),
  };
}

export function parseCalendar(text: string): ParsedCalendar {
  if (!text.endsWith('\r\n')) throw new Error('the file does not end with CRLF');
  if (/[^\r]\n|\r[^\n]/.test(text)) throw new Error('a line is not ended by CRLF');
  const lines = text.slice(0, -2).split('\r\n');
  for (const line of lines) {
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`a line over 75 octets: ${line}`);
  }
  const properties = text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(splitProperty);
  const all = (name: string) => properties.filter((p) => p.name === name);
  return {
    lines,
    properties,
    all,
    one(name) {
      const found = all(name);
      if (found.length !== 1) throw new Error(`${found.length} ${name} properties`);
      return found[0]!;
    },
  };
}
