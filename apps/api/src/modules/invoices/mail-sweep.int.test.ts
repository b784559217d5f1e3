import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { invoiceMailings, type InvoiceRow } from '../../db/schema/index.js';
import { opportunityFixtures } from '../opportunities/test-fixtures.js';
import { MAIL_SWEEP_AFTER_MS, sweepInvoiceMails } from './jobs.js';
import { issueInvoice } from './service.js';
import { paidPurchase, seedInvoiceSettings } from './test-fixtures.js';

/**
 * The invoice-mail sweep (decision 0037): a document whose mail job was lost (issued just before a crash, by code that
 * queued it after its commit) is found by its missing invoice_mailings row and mailed, once.
 */

let t: TestApp;
let company: number;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const issued = (now: Date) => t.deps.db.transaction(async (tx) => issueInvoice(tx, await paidPurchase(tx, company), { method: 'card', now }));
const mailsOf = (doc: InvoiceRow) => t.sentMails.filter((m) => m.subject.endsWith(doc.number)).map((m) => m.to).sort();
const mailing = async (doc: InvoiceRow) => (await t.deps.db.select().from(invoiceMailings).where(eq(invoiceMailings.invoice_id, doc.id))).length;

beforeAll(async () => {
  t = await createTestApp();
  await seedInvoiceSettings(t.deps.db);
  company = await opportunityFixtures(t).idOf('employer@demo.test');
});
afterAll(async () => t.close());

describe('the invoice-mail sweep', () => {
  it('mails a paid invoice that has no mailing, once, however many sweeps run', async () => {
    // Issued ten minutes ago by code that never queued its mail.
    const lost = await issued(minutesAgo(10));
    const [first, second] = await Promise.all([sweepInvoiceMails(t.deps), sweepInvoiceMails(t.deps)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    await t.deps.jobs.idle();
    expect(mailsOf(lost)).toEqual(['employer@demo.test', 'guest@demo.test']);
    expect(await mailing(lost)).toBe(1);

    expect(await sweepInvoiceMails(t.deps)).toBe(0);
    await t.deps.jobs.idle();
    expect(mailsOf(lost)).toHaveLength(2);
  });

  it('leaves a document issued within the last two minutes to its own job, and one already mailed', async () => {
    const fresh = await issued(new Date(Date.now() - MAIL_SWEEP_AFTER_MS + 30_000));
    const mailed = await issued(minutesAgo(10));
    await t.deps.db.insert(invoiceMailings).values({ invoice_id: mailed.id });
    expect(await sweepInvoiceMails(t.deps)).toBe(0);
    await t.deps.jobs.idle();
    expect([mailsOf(fresh), mailsOf(mailed)]).toEqual([[], []]);
  });
});
