import { describe, expect, it } from 'vitest';
import { descriptionSummary, SUMMARY_MAX } from '@mp/domain';
import { cardChips, cardCompensation, cardDate, cardHeadline, cardLocationLabel } from './card-values';

const pay = { target: 'JOB' as const, is_compensation_displayed: true, compensation_currency: 'GBP', compensation_unit: 'YEAR' };

describe('cardCompensation (document 3 section 9)', () => {
  it('writes the currency, the minimum, an optional dash and maximum, then daily or annually', () => {
    expect(cardCompensation({ ...pay, minimumBudget: 50000, maximumBudget: 60000 })).toBe('£50,000 – £60,000 annually');
    expect(cardCompensation({ ...pay, compensation_currency: 'EUR', compensation_unit: 'DAY', minimumBudget: 400, maximumBudget: null })).toBe(
      '€400 daily',
    );
    expect(cardCompensation({ ...pay, compensation_unit: null, minimumBudget: 300, maximumBudget: 300 })).toBe('£300 annually');
  });

  it('gives a project its budget without a unit, and nothing when the compensation is not displayed', () => {
    expect(cardCompensation({ ...pay, target: 'PROJECT', compensation_currency: 'USD', minimumBudget: 5000, maximumBudget: 9000 })).toBe('$5,000 – $9,000');
    expect(cardCompensation({ ...pay, is_compensation_displayed: false, minimumBudget: 5000, maximumBudget: 9000 })).toBeNull();
    expect(cardCompensation({ ...pay, minimumBudget: null, maximumBudget: null })).toBeNull();
  });
});

describe('cardHeadline', () => {
  it('keeps a short description whole, as text', () => {
    expect(cardHeadline(descriptionSummary('<p>Brand &amp; type</p>'))).toBe('Brand & type');
  });

  it('keeps two or three lines of a description whole: the card clamps the lines, it does not cut the text (issue 23)', () => {
    const text = 'Lead the design of our booking product, from research with travellers to the screens our engineers build.';
    expect(cardHeadline(descriptionSummary(`<p>${text}</p>`))).toBe(text);
  });

  it(`ends a description the server cut at ${SUMMARY_MAX} characters at a word, with an ellipsis`, () => {
    const sentence = 'Brand identity and packaging for a family bakery in Leeds. ';
    const long = descriptionSummary(`<p>${sentence.repeat(5)}</p>`);
    expect(long).toHaveLength(SUMMARY_MAX);
    expect(cardHeadline(long)).toBe(`${sentence.repeat(3)}Brand identity and…`);
    expect(cardHeadline('x'.repeat(SUMMARY_MAX))).toBe(`${'x'.repeat(SUMMARY_MAX)}…`);
  });
});

describe('cardLocationLabel and cardChips', () => {
  it('labels the location type Hybrid, Onsite or Remote', () => {
    expect(cardLocationLabel('HYBRID')).toBe('Hybrid');
    expect(cardLocationLabel('ONSITE')).toBe('Onsite');
    expect(cardLocationLabel('REMOTE')).toBe('Remote');
    expect(cardLocationLabel(null)).toBeNull();
  });

  it("puts category experience first, then a job's skills or a project's services, at most 4", () => {
    const tag = (id: string) => ({ id, name: `n${id}` });
    const post = { genres: [tag('1'), tag('2')], skills: [tag('3'), tag('4'), tag('5')], services: [tag('6')] };
    expect(cardChips({ ...post, target: 'JOB' }).map((c) => c.name)).toEqual(['n1', 'n2', 'n3', 'n4']);
    expect(cardChips({ ...post, target: 'PROJECT' }).map((c) => c.name)).toEqual(['n1', 'n2', 'n6']);
  });
});

describe('cardDate', () => {
  it('writes a date-only value as DD/MM/YYYY without moving it across time zones', () => {
    expect(cardDate('2026-11-24')).toBe('24/11/2026');
    expect(cardDate('2026-01-05T10:00:00Z')).toBe('05/01/2026');
  });
});
