import { describe, expect, it } from 'vitest';
import { csvCell } from './accounting-export.js';
import { addUkDays, documentNumber, poundsPlain, ukDate, ukIsoDate } from './format.js';

describe('invoice formats', () => {
  it('numbers each series with six digits, and grows past a million', () => {
    expect(documentNumber('invoice', 1)).toBe('INV-000001');
    expect(documentNumber('credit_note', 42)).toBe('CN-000042');
    expect(documentNumber('invoice', 1234567)).toBe('INV-1234567');
  });

  it('writes UK dates whatever the server runs in: 23:30 UTC on 30 June is 1 July in London', () => {
    expect(ukDate(new Date('2027-06-30T23:30:00Z'))).toBe('01/07/2027');
    expect(ukDate(new Date('2027-12-31T23:30:00Z'))).toBe('31/12/2027');
    expect(ukIsoDate(new Date('2027-06-30T23:30:00Z'))).toBe('2027-07-01');
  });

  it('adds UK calendar days across a clock change: 30 days after 00:30 BST on 1 October is 31 October', () => {
    // The clocks go back on 25 October 2026.
    const issued = new Date('2026-09-30T23:30:00Z');
    expect(ukDate(issued)).toBe('01/10/2026');
    const due = addUkDays(issued, 30);
    expect(ukDate(due)).toBe('31/10/2026');
    expect(due.toISOString()).toBe('2026-10-31T00:30:00.000Z');
    expect(ukDate(new Date(issued.getTime() + 30 * 24 * 3600 * 1000))).toBe('30/10/2026');
    expect(ukDate(addUkDays(new Date('2027-02-04T10:00:00Z'), 30))).toBe('06/03/2027');
  });

  it('writes pence as plain pounds for the CSV', () => {
    expect(poundsPlain(160380)).toBe('1603.80');
    expect(poundsPlain(5)).toBe('0.05');
    expect(poundsPlain(-59400)).toBe('-594.00');
  });

  it('keeps CSV cells from being formulas, and quotes what needs quoting', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    for (const lead of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${lead}1`).startsWith(`'`) || csvCell(`${lead}1`).startsWith(`"'`)).toBe(true);
    expect(csvCell('Northwind, Ltd')).toBe('"Northwind, Ltd"');
    expect(csvCell('1603.80')).toBe('1603.80');
    expect(csvCell(null)).toBe('');
  });
});
