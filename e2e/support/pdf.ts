import zlib from 'node:zlib';

/**
 * The text lines of a PDF as pdfkit writes them (one `[…] TJ` per line, glyphs in hex, WinAnsi, so '£' is 0xA3 as in
 * Latin-1), its content streams inflated first: enough to read back the figures of an invoice the app served.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map(([, body]) => {
    const bytes = Buffer.from(body!, 'latin1');
    try {
      return zlib.inflateSync(bytes).toString('latin1');
    } catch {
      return body!;
    }
  });
  return streams.flatMap((text) =>
    [...text.matchAll(/\[([^\]]*)\] TJ/g)].map(([, ops]) =>
      [...ops!.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1')).join(''),
    ),
  );
}
