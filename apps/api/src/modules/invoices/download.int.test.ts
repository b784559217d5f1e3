import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { accountingRecords, auditLog, outbox, users, userTeams, type InvoiceRow } from '../../db/schema/index.js';
import { issueToken } from '../../viewer/sessions.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { mintDownloadUrl } from '../files/links.js';
import { opportunityFixtures } from '../opportunities/test-fixtures.js';
import { invoiceMailJob } from './jobs.js';
import { INVOICE_LINK_TTL_MS, mintInvoiceUrl } from './links.js';
import { canReadInvoice } from './policy.js';
import { issueCreditNote, issueInvoice } from './service.js';
import { paidPurchase, pdfTextLines, seedInvoiceSettings } from './test-fixtures.js';

/**
 * The invoice PDF through its signed link (decision 0046), allowed and refused; the
 * console's accounting CSV; the invoice mail.
 */

type Who = 'owner' | 'guestAdmin' | 'member' | 'otherAdmin' | 'freelancer' | 'agency' | 'admin';
let t: TestApp;
const ids = {} as Record<Who, number>;
let company: number;
let otherTeam: number;
let invoice: InvoiceRow;
let onAccount: InvoiceRow;
let otherInvoice: InvoiceRow;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const download = (who: Who, target: { teamId: number; invoiceId: number } = { teamId: company, invoiceId: invoice.id }, now?: number) =>
  get(mintInvoiceUrl(t.deps.config, target, ids[who], now));

beforeAll(async () => {
  t = await createTestApp();
  const f = opportunityFixtures(t);
  await seedInvoiceSettings(t.deps.db);
  const other = await adminFixtures(t).pendingCompany('other-co@example.com', 'Other Co');
  otherTeam = Number(other.id);
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, otherTeam));
  company = await f.idOf('employer@demo.test');
  Object.assign(ids, {
    owner: company,
    guestAdmin: await f.idOf('guest@demo.test'),
    member: await f.idOf('member@demo.test'),
    otherAdmin: otherTeam,
    freelancer: await f.idOf('freelancer@demo.test'),
    agency: await f.idOf('agency@demo.test'),
    admin: await f.idOf('admin@demo.test'),
  });
  await t.deps.db.update(users).set({ invoice_company: 'Northwind Accounts', invoice_address_1: '9 Ledger Lane', invoice_city: 'York', invoice_zip: 'YO1 7HH', invoice_email: 'accounts@northwind.test' }).where(eq(users.id, company));
  const now = new Date('2027-02-04T10:00:00Z');
  // VAT invoices, as a live gateway issues them (the test-mode ones: vat-invoice.int.test).
  invoice = await t.deps.db.transaction(async (tx) => issueInvoice(tx, await paidPurchase(tx, company, { quantity: 3 }), { method: 'card', now, testMode: false }));
  onAccount = await t.deps.db.transaction(async (tx) => issueInvoice(tx, await paidPurchase(tx, company, { kind: 'account' }), { method: 'account', now, testMode: false }));
  otherInvoice = await t.deps.db.transaction(async (tx) => issueInvoice(tx, await paidPurchase(tx, otherTeam), { method: 'card', now, testMode: false }));
});
afterAll(async () => t.close());

describe('GET /api/user/{teamId}/invoice/{invoiceId}', () => {
  it("opens the PDF for the team's owner, a guest admin and a platform administrator", async () => {
    for (const who of ['owner', 'guestAdmin', 'admin'] as const) {
      const res = await download(who);
      expect(res.statusCode, who).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${invoice.number}.pdf"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('answers 404 to a member, another team\'s admin, a freelancer and an agency, as if there were no invoice', async () => {
    for (const who of ['member', 'otherAdmin', 'freelancer', 'agency'] as const) {
      const res = await download(who);
      expect(res.statusCode, who).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Could not find this invoice' });
    }
  });

  it('answers 404 to another team\'s invoice id under a team, and to an unknown invoice', async () => {
    expect((await download('owner', { teamId: company, invoiceId: otherInvoice.id })).statusCode).toBe(404);
    expect((await download('admin', { teamId: company, invoiceId: otherInvoice.id })).statusCode).toBe(404);
    expect((await download('owner', { teamId: company, invoiceId: 999_999 })).statusCode).toBe(404);
    // The other team's admin reads their own.
    expect((await download('otherAdmin', { teamId: otherTeam, invoiceId: otherInvoice.id })).statusCode).toBe(200);
  });

  it('answers 410 to an expired link, and 404 to a tampered one, another team in the path, or a file link\'s signature', async () => {
    const expired = await download('owner', undefined, Date.now() - INVOICE_LINK_TTL_MS - 1000);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('GONE');

    const url = mintInvoiceUrl(t.deps.config, { teamId: company, invoiceId: invoice.id }, ids.owner);
    const sig = new URL(url, 'http://x').searchParams.get('sig')!;
    const flipped = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
    expect((await get(url.replace(sig, flipped))).statusCode).toBe(404);
    expect((await get(url.replace(`/user/${company}/`, `/user/${otherTeam}/`))).statusCode).toBe(404);
    expect((await get(url.replace(`/invoice/${invoice.id}?`, `/invoice/${onAccount.id}?`))).statusCode).toBe(404);
    expect((await get(url.replace(/reader=\d+/, `reader=${ids.admin}`))).statusCode).toBe(404);
    // A valid link's expiry pushed forward breaks its signature: 404, not a longer life.
    expect((await get(url.replace(/expires=(\d+)/, (_m, e) => `expires=${Number(e) + 3_600_000}`))).statusCode).toBe(404);
    // A private file's link for the same id and reader is no invoice link.
    const fileSig = new URL(mintDownloadUrl(t.deps.config, { kind: 'resume', id: invoice.id }, ids.owner), 'http://x').searchParams.get('sig')!;
    expect((await get(url.replace(sig, fileSig))).statusCode).toBe(404);
    expect((await get(`/api/user/${company}/invoice/${invoice.id}`)).statusCode).toBe(404);
    expect((await get(`/api/user/abc/invoice/${invoice.id}?reader=1&expires=1&sig=x`)).statusCode).toBe(404);
  });

  it("checks the reader again on each download: a guest admin made a member loses a link minted before", async () => {
    const url = mintInvoiceUrl(t.deps.config, { teamId: company, invoiceId: invoice.id }, ids.guestAdmin);
    const seat = and(eq(userTeams.user_id, ids.guestAdmin), eq(userTeams.team_id, company));
    await t.deps.db.update(userTeams).set({ role: 'member' }).where(seat);
    try {
      expect((await get(url)).statusCode).toBe(404);
    } finally {
      await t.deps.db.update(userTeams).set({ role: 'admin' }).where(seat);
    }
    expect((await get(url)).statusCode).toBe(200);
  });

  it("a guest admin reads the team's invoices whichever team they act for now", async () => {
    const memberships = [{ team_id: company, role: 'admin' as const, team: { type: 'COMPANY' as const } }, { team_id: ids.agency, role: 'member' as const, team: { type: 'AGENCY' as const } }];
    expect(canReadInvoice({ user: { id: ids.guestAdmin, type: 'GUEST' }, memberships }, company)).toBe(true);
    expect(canReadInvoice({ user: { id: ids.guestAdmin, type: 'GUEST' }, memberships }, ids.agency)).toBe(false);
    const actFor = async (teamId: number) => {
      await t.deps.db.update(userTeams).set({ active: false }).where(eq(userTeams.user_id, ids.guestAdmin));
      await t.deps.db.update(userTeams).set({ active: true }).where(and(eq(userTeams.user_id, ids.guestAdmin), eq(userTeams.team_id, teamId)));
    };
    await actFor(ids.agency);
    try {
      expect((await download('guestAdmin')).statusCode).toBe(200);
    } finally {
      await actFor(company);
    }
  });

  it('sends the PDF compressed', async () => {
    const res = await download('owner');
    expect(res.rawPayload.toString('latin1')).toContain('/FlateDecode');
    expect(res.rawPayload.length).toBeLessThan(20_000);
    expect(pdfTextLines(res.rawPayload)).toEqual([]);
  });
});

describe('GET /api/admin/accounting.csv', () => {
  const csv = async (who: Who | null, query = '') => {
    // The administrator's session proved a second factor, as the console needs (decision 0064).
    const token = who ? await issueToken(t.deps.db, ids[who], { ip: '127.0.0.1' }, who === 'admin' ? { factorAt: new Date() } : {}) : null;
    return get(`/api/admin/accounting.csv${query}`, token ? { authorization: `Bearer ${token}` } : {});
  };

  it('is for platform administrators: 401 without a session, 403 for a team admin', async () => {
    expect((await csv(null)).statusCode).toBe(401);
    expect((await csv('owner')).statusCode).toBe(403);
    expect(await t.deps.db.select().from(accountingRecords).where(eq(accountingRecords.invoice_id, invoice.id))).toMatchObject([{ exported_at: null }]);
  });

  it('lists every record in pounds, safe from formulas, marks them exported and audits it; then only new ones on asking', async () => {
    const note = await t.deps.db.transaction(async (tx) => issueCreditNote(tx, invoice, { now: new Date('2027-02-05T10:00:00Z'), reason: 'Refund' }));
    await t.deps.db.update(users).set({ invoice_company: '=HYPERLINK("http://evil.test","Click")' }).where(eq(users.id, company));
    const evil = await t.deps.db.transaction(async (tx) => issueInvoice(tx, await paidPurchase(tx, company, { kind: 'account' }), { method: 'account', now: new Date('2027-02-06T10:00:00Z'), testMode: false }));

    const res = await csv('admin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="accounting.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Number,Kind,Issued,Team,Buyer,Net,VAT rate,VAT,Total,Method,Due,Paid,Credits invoice');
    expect(lines).toContain(`${invoice.number},invoice,2027-02-04,${company},Northwind Studio,1485.00,20%,297.00,1782.00,card,,2027-02-04,`);
    expect(lines).toContain(`${onAccount.number},invoice,2027-02-04,${company},Northwind Accounts,495.00,20%,99.00,594.00,account,2027-03-06,,`);
    expect(lines).toContain(`${note.number},credit_note,2027-02-05,${company},Northwind Studio,1485.00,20%,297.00,1782.00,card,,2027-02-05,${invoice.number}`);
    expect(lines).toContain(`${evil.number},invoice,2027-02-06,${company},"'=HYPERLINK(""http://evil.test"",""Click"")",495.00,20%,99.00,594.00,account,2027-03-08,,`);
    expect(lines).toHaveLength(1 + 5);

    const records = await t.deps.db.select().from(accountingRecords);
    expect(records.every((r) => r.exported_at !== null)).toBe(true);
    const [entry] = await adminFixtures(t).auditOf('accounting.export');
    expect(entry).toMatchObject({ actor_id: ids.admin, details: { rows: 5, newly: 5, unexported: false } });

    expect((await csv('admin', '?unexported=true')).body.trimEnd().split('\r\n')).toHaveLength(1);
    const fresh = await t.deps.db.transaction(async (tx) => issueInvoice(tx, await paidPurchase(tx, otherTeam), { method: 'card', now: new Date(), testMode: false }));
    await t.deps.db.update(users).set({ invoice_company: 'Northwind Accounts' }).where(eq(users.id, company));
    const only = (await csv('admin', '?unexported=true')).body.trimEnd().split('\r\n');
    expect(only).toHaveLength(2);
    expect(only[1]!.startsWith(`${fresh.number},invoice,`)).toBe(true);
    // The first export time is kept when exported again.
    const firstExport = records.find((r) => r.invoice_id === invoice.id)!.exported_at;
    await csv('admin');
    const [again] = await t.deps.db.select().from(accountingRecords).where(eq(accountingRecords.invoice_id, invoice.id));
    expect(again!.exported_at).toEqual(firstExport);
    expect(await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'accounting.export'))).toHaveLength(4);
  });
});

describe('the invoice mail', () => {
  it("goes to the team's admins and, on account, the invoicing email, with the PDF attached and no link that opens it", async () => {
    await t.deps.jobs.enqueue(invoiceMailJob, { invoiceId: onAccount.id });
    await t.deps.jobs.idle();
    const sent = t.sentMails.filter((m) => m.subject.endsWith(onAccount.number));
    expect(sent.map((m) => m.to).sort()).toEqual(['accounts@northwind.test', 'employer@demo.test', 'guest@demo.test']);
    for (const mail of sent) {
      expect(mail.subject).toBe(`Your Onbrief invoice ${onAccount.number}`);
      expect(mail.text).toContain(`Your VAT invoice ${onAccount.number} for £594.00 is attached.`);
      expect(mail.text).toContain('Payment is due by 06/03/2027.');
      expect(mail.text).toContain('http://localhost:3000/company/billing-history');
      expect(mail.text).not.toContain('sig=');
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments![0]).toMatchObject({ filename: `${onAccount.number}.pdf`, contentType: 'application/pdf' });
      expect(mail.attachments![0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // The outbox keeps the attachment's name, not the file.
    const [kept] = await t.deps.db.select().from(outbox).where(and(eq(outbox.to_address, 'accounts@northwind.test'), eq(outbox.subject, `Your Onbrief invoice ${onAccount.number}`)));
    expect(kept!.text_body).toContain(`[attached: ${onAccount.number}.pdf]`);
    expect(kept!.text_body).not.toContain('%PDF');
  });

  it('by card goes to the admins only, and says it was paid', async () => {
    await t.deps.jobs.enqueue(invoiceMailJob, { invoiceId: invoice.id });
    await t.deps.jobs.idle();
    const sent = t.sentMails.filter((m) => m.subject.endsWith(invoice.number));
    expect(sent.map((m) => m.to).sort()).toEqual(['employer@demo.test', 'guest@demo.test']);
    expect(sent[0]!.text).toContain('It was paid by card on 04/02/2027.');
  });
});
