import PDFDocument from 'pdfkit';
import { formatPounds } from '@mp/domain';
import type { InvoiceParty } from '../../db/schema/index.js';
import { DOCUMENT_TITLE, ukDate } from './format.js';
import type { InvoiceDocument } from './service.js';

/**
 * The PDF of a VAT invoice or credit note (decision 0046), drawn with pdfkit on A4 in Helvetica, one of the PDF
 * standard fonts: no font file to ship, and its WinAnsi encoding has '£'. Everything printed comes from the stored
 * document (its parties, line and figures as issued), so a PDF made today reads as the one made on the day.
 * The same document gives the same bytes: the file's dates are the issue date.
 */

/** pdfkit writes these as their WinAnsi codes; any other character above Latin-1 would come out as garbage. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const LOOKALIKE: Record<string, string> = { 'ł': 'l', 'Ł': 'L', 'đ': 'd', 'Đ': 'D', 'ı': 'i', 'ħ': 'h', 'Ħ': 'H' };
const inWinAnsi = (ch: string) => {
  const c = ch.codePointAt(0)!;
  return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

/** Text the standard fonts can show: letters outside WinAnsi lose their accents (ő → o), or become '?'. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.replace(/[\t\r\n]+/g, ' ')) {
    if (inWinAnsi(ch)) out += ch;
    else if (LOOKALIKE[ch]) out += LOOKALIKE[ch];
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base && [...base].every(inWinAnsi) ? base : '?';
    }
  }
  return out;
}

const A4_WIDTH = 595.28;
const MARGIN = 50;
const RIGHT = A4_WIDTH - MARGIN;
const INK = '#1a1a1a';
const MUTED = '#555555';

/** The columns of the line table: left edge and width. */
const COL = {
  description: { x: MARGIN, width: 235 },
  quantity: { x: 285, width: 60 },
  unit: { x: 345, width: 95 },
  amount: { x: 440, width: RIGHT - 440 },
};

export interface RenderOptions {
  /** Deflate the page's drawing (pdfkit's default). Tests turn it off to read the text operators. */
  compress?: boolean;
}

/** The PDF of one document. */
export function renderInvoicePdf({ invoice, credits }: InvoiceDocument, opts: RenderOptions = {}): Promise<Buffer> {
  const title = DOCUMENT_TITLE[invoice.kind];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: opts.compress ?? true,
    font: 'Helvetica',
    info: {
      Title: toWinAnsi(`${title} ${invoice.number}`),
      Author: toWinAnsi(invoice.supplier.name || 'Onbrief'),
      CreationDate: invoice.issued_at,
      ModDate: invoice.issued_at,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const text = (value: string, x: number, y: number, o: PDFKit.Mixins.TextOptions & { bold?: boolean; size?: number; color?: string } = {}) => {
    const { bold, size = 10, color = INK, ...options } = o;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).fillColor(color).text(toWinAnsi(value), x, y, options);
    return doc.y;
  };
  const party = (p: InvoiceParty, x: number, y: number, width: number, heading?: string) => {
    if (heading) y = text(heading, x, y, { bold: true, color: MUTED, size: 9, width }) + 2;
    if (p.name) y = text(p.name, x, y, { bold: true, size: heading ? 10 : 13, width });
    for (const line of p.lines) y = text(line, x, y, { width });
    if (p.vatNumber) y = text(`VAT number: ${p.vatNumber}`, x, y, { width });
    if (p.email) y = text(p.email, x, y, { width });
    return y;
  };
  const rule = (y: number) => doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#999999').stroke();

  // The supplier on the left; the title, number and dates on the right.
  const leftBottom = party(invoice.supplier, MARGIN, MARGIN, 260);
  let y = text(title, 320, MARGIN, { bold: true, size: 20, width: RIGHT - 320, align: 'right' }) + 6;
  const facts: [string, string][] = [[invoice.kind === 'invoice' ? 'Invoice number' : 'Credit note number', invoice.number], ['Issue date', ukDate(invoice.issued_at)]];
  if (invoice.kind === 'invoice') facts.push(['Time of supply', ukDate(invoice.supplied_at)]);
  if (credits) facts.push(['Credits invoice', `${credits.number} of ${ukDate(credits.issued_at)}`]);
  for (const [label, value] of facts) {
    text(label, 320, y, { color: MUTED, width: 100 });
    y = text(value, 420, y, { width: RIGHT - 420, align: 'right' }) + 2;
  }

  y = party(invoice.buyer, MARGIN, Math.max(leftBottom, y) + 28, 300, invoice.kind === 'invoice' ? 'BILL TO' : 'CREDIT TO') + 28;

  // The line: what was bought, how many, at what price.
  const head = { bold: true, color: MUTED, size: 9 } as const;
  text('Description', COL.description.x, y, { ...head, width: COL.description.width });
  text('Quantity', COL.quantity.x, y, { ...head, width: COL.quantity.width, align: 'right' });
  text('Unit price', COL.unit.x, y, { ...head, width: COL.unit.width, align: 'right' });
  text('Amount', COL.amount.x, y, { ...head, width: COL.amount.width, align: 'right' });
  rule((y = doc.y + 4));
  y += 8;
  const grossPence = invoice.net_pence + invoice.discount_pence;
  const lineBottom = text(invoice.description, COL.description.x, y, { width: COL.description.width });
  text(String(invoice.quantity), COL.quantity.x, y, { width: COL.quantity.width, align: 'right' });
  text(formatPounds(invoice.unit_pence), COL.unit.x, y, { width: COL.unit.width, align: 'right' });
  text(formatPounds(grossPence), COL.amount.x, y, { width: COL.amount.width, align: 'right' });
  rule((y = lineBottom + 6));
  y += 10;

  // The figures, as issued.
  const totals: [string, string, boolean?][] = [
    ['Subtotal', formatPounds(grossPence)],
    ['Discount', invoice.discount_pence > 0 ? formatPounds(-invoice.discount_pence) : formatPounds(0)],
    ['Net', formatPounds(invoice.net_pence)],
    [`VAT at ${invoice.vat_percent}%`, formatPounds(invoice.vat_pence)],
    [invoice.kind === 'invoice' ? 'Total' : 'Total credited', formatPounds(invoice.total_pence), true],
  ];
  for (const [label, value, bold] of totals) {
    text(label, 300, y, { bold, width: 135, align: 'right', size: bold ? 12 : 10 });
    y = text(value, COL.amount.x, y, { bold, width: COL.amount.width, align: 'right', size: bold ? 12 : 10 }) + 4;
  }
  y += 16;

  // What the buyer must know: VAT outside scope, when to pay, or that it was paid.
  const notes: string[] = [];
  if (invoice.vat_note) notes.push(invoice.vat_note);
  if (invoice.kind === 'invoice' && invoice.due_at) notes.push(`Payment due by ${ukDate(invoice.due_at)}`);
  if (invoice.kind === 'invoice' && invoice.method === 'card' && invoice.paid_at) notes.push(`Paid by card on ${ukDate(invoice.paid_at)}.`);
  for (const note of notes) y = text(note, MARGIN, y, { width: RIGHT - MARGIN }) + 6;

  doc.end();
  return done;
}
