import { formatPounds } from '@mp/domain';
import type { InvoiceParty } from '../../db/schema/index.js';
import { documentTitle, TEST_MODE_NOTICE, ukDate } from './format.js';
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
const A4_HEIGHT = 841.89;
const MARGIN = 50;
const RIGHT = A4_WIDTH - MARGIN;
const INK = '#1a1a1a';
const MUTED = '#555555';

/** The columns of the line table: left edge and width. */
const COL = {
  description: { x: MARGIN, width: 180 },
  quantity: { x: 230, width: 50 },
  unit: { x: 280, width: 90 },
  rate: { x: 370, width: 60 },
  amount: { x: 430, width: RIGHT - 430 },
};

const WARNING = '#b3261e';

let pdfkit: Promise<typeof import('pdfkit')> | undefined;

/** pdfkit, loaded with the first document rather than at start: its fonts' tables cost about 0.4 s of CPU. */
function loadPdfKit(): Promise<typeof import('pdfkit')> {
  pdfkit ??= import('pdfkit').then((m) => m.default);
  return pdfkit;
}

export interface RenderOptions {
  /** Deflate the page's drawing (pdfkit's default). Tests turn it off to read the text operators. */
  compress?: boolean;
}

/**
 * The PDF of one document, with every particular of a full VAT invoice: its number, issue date and time of supply;
 * the supplier's name, address and VAT number; the customer's name and address; the line's description, quantity,
 * unit price and amount without VAT and its VAT rate; the total without VAT, the VAT at its rate and the total. A
 * test-mode document (the offline test gateway) is titled 'Invoice' and says it is not a VAT invoice, under its title
 * and across the page.
 */
export async function renderInvoicePdf({ invoice, credits }: InvoiceDocument, opts: RenderOptions = {}): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const title = documentTitle(invoice);
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

  const text = (value: string, x: number, y: number, o: PDFKit.Mixins.TextOptions & { bold?: boolean; size?: number; color?: string; opacity?: number } = {}) => {
    const { bold, size = 10, color = INK, opacity, ...options } = o;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).fillColor(color, opacity).text(toWinAnsi(value), x, y, options);
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

  if (invoice.test_mode) {
    // Across the page, behind the text, so no copy of it passes for a VAT invoice.
    doc.save().rotate(-50, { origin: [A4_WIDTH / 2, A4_HEIGHT / 2] });
    text(TEST_MODE_NOTICE.toUpperCase(), -100, A4_HEIGHT / 2 - 20, { bold: true, size: 36, color: WARNING, width: A4_WIDTH + 200, align: 'center', lineBreak: false, opacity: 0.18 });
    doc.restore();
  }

  // The supplier on the left; the title, number and dates on the right.
  const leftBottom = party(invoice.supplier, MARGIN, MARGIN, 260);
  let y = text(title, 320, MARGIN, { bold: true, size: 20, width: RIGHT - 320, align: 'right' }) + 6;
  if (invoice.test_mode) y = text(TEST_MODE_NOTICE, 320, y, { bold: true, size: 11, color: WARNING, width: RIGHT - 320, align: 'right' }) + 6;
  const facts: [string, string][] = [[invoice.kind === 'invoice' ? 'Invoice number' : 'Credit note number', invoice.number], ['Issue date', ukDate(invoice.issued_at)]];
  if (invoice.kind === 'invoice') facts.push(['Time of supply', ukDate(invoice.supplied_at)]);
  if (credits) facts.push(['Credits invoice', `${credits.number} of ${ukDate(credits.issued_at)}`]);
  for (const [label, value] of facts) {
    text(label, 320, y, { color: MUTED, width: 100 });
    y = text(value, 420, y, { width: RIGHT - 420, align: 'right' }) + 2;
  }

  y = party(invoice.buyer, MARGIN, Math.max(leftBottom, y) + 28, 300, invoice.kind === 'invoice' ? 'BILL TO' : 'CREDIT TO') + 28;

  // The line: what was bought, how many, at what price without VAT, and the VAT rate it bears.
  const head = { bold: true, color: MUTED, size: 9 } as const;
  const row = (cells: [keyof typeof COL, string][], o: { bold?: boolean; color?: string; size?: number } = {}) =>
    Math.max(...cells.map(([col, value]) => text(value, COL[col].x, y, { ...o, width: COL[col].width, align: col === 'description' ? 'left' : 'right' })));
  const rate = `${invoice.vat_percent}%`;
  rule((y = row([['description', 'Description'], ['quantity', 'Quantity'], ['unit', 'Unit price excl. VAT'], ['rate', 'VAT rate'], ['amount', 'Amount excl. VAT']], head) + 4));
  y += 8;
  const grossPence = invoice.net_pence + invoice.discount_pence;
  const amounts: [keyof typeof COL, string][] = [['quantity', String(invoice.quantity)], ['unit', formatPounds(invoice.unit_pence)], ['rate', rate], ['amount', formatPounds(grossPence)]];
  rule((y = row([['description', invoice.description], ...amounts]) + 6));
  y += 10;

  // The figures, as issued.
  const totals: [string, string, boolean?][] = [
    ['Subtotal', formatPounds(grossPence)],
    ['Discount', invoice.discount_pence > 0 ? formatPounds(-invoice.discount_pence) : formatPounds(0)],
    ['Total excluding VAT', formatPounds(invoice.net_pence)],
    [`VAT at ${rate}`, formatPounds(invoice.vat_pence)],
    [invoice.kind === 'invoice' ? 'Total' : 'Total credited', formatPounds(invoice.total_pence), true],
  ];
  for (const [label, value, bold] of totals) {
    text(label, 280, y, { bold, width: 140, align: 'right', size: bold ? 12 : 10 });
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
