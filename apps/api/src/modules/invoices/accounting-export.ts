import { asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { accountingRecords, invoices } from '../../db/schema/index.js';
import { audit } from '../audit/service.js';
import type { Actor } from '../audit/actor.js';
import { poundsPlain, ukIsoDate } from './format.js';

/**
 * The console's accounting export (decision 0046): every recorded invoice and credit note as CSV, for a
 * bookkeeper or a spreadsheet, and each row's first export time kept (exported_at). Amounts are pounds with two
 * decimals as stored (a credit note's are positive; its kind says it takes the money back); dates are UK dates
 * as YYYY-MM-DD, which every spreadsheet reads the same way.
 */

const HEADER = ['Number', 'Kind', 'Issued', 'Team', 'Buyer', 'Net', 'VAT rate', 'VAT', 'Total', 'Method', 'Due', 'Paid', 'Credits invoice'];

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. A text starting with = + - @,
 * a tab or a carriage return is a formula to a spreadsheet (CSV injection): it gets a leading apostrophe first.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const credited = alias(invoices, 'credited');

/**
 * The export: all records, or (`unexported`) only those never exported. The rows are locked while read, so two
 * exports of the new rows at once do not both take them; the export is audited with its count.
 */
export async function exportAccountingCsv(db: Db, actor: Actor, opts: { unexported?: boolean } = {}): Promise<{ csv: string; count: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ invoice: invoices, exported_at: accountingRecords.exported_at, credits: credited.number })
      .from(accountingRecords)
      .innerJoin(invoices, eq(invoices.id, accountingRecords.invoice_id))
      .leftJoin(credited, eq(credited.id, invoices.credits_invoice_id))
      .where(opts.unexported ? isNull(accountingRecords.exported_at) : undefined)
      .orderBy(asc(invoices.issued_at), asc(invoices.id))
      .for('update', { of: accountingRecords });
    const fresh = rows.filter((r) => r.exported_at === null).map((r) => r.invoice.id);
    if (fresh.length) {
      await tx.update(accountingRecords).set({ exported_at: new Date() }).where(inArray(accountingRecords.invoice_id, fresh));
    }
    await audit(tx, { actorId: actor.id, action: 'accounting.export', details: { rows: rows.length, newly: fresh.length, unexported: !!opts.unexported }, ip: actor.ip });
    const lines = rows.map(({ invoice: i, credits }) =>
      [
        i.number, i.kind, ukIsoDate(i.issued_at), i.team_id, i.buyer.name, poundsPlain(i.net_pence), `${i.vat_percent}%`, poundsPlain(i.vat_pence),
        poundsPlain(i.total_pence), i.method, i.due_at ? ukIsoDate(i.due_at) : null, i.paid_at ? ukIsoDate(i.paid_at) : null, credits,
      ]
        .map(csvCell)
        .join(','),
    );
    return { csv: [HEADER.join(','), ...lines].join('\r\n') + '\r\n', count: rows.length };
  });
}
