import { describe, expect, it } from 'vitest';
import { jobFormSchema } from './opportunity-rules.js';
import { AGENCY_AD_MSG } from './opportunity.js';
import { copyFingerprint, foldForRules, payFinding, textFindings } from './post-review.js';

const post = (description: string, title = 'Senior designer') => ({ title, description: `<p>${description}</p>` });
const flags = (description: string) => textFindings(post(description)).findings.map((f) => f.flag);

describe('the text rules', () => {
  it('pass an ordinary post', () => {
    expect(textFindings(post('Lead the design of our booking product. Apply through Onbrief; we pay by bank transfer monthly.'))).toEqual({ refused: [], findings: [] });
  });

  it('flag link shorteners, contact details and messengers, each with what tripped it', () => {
    expect(textFindings(post('Details at https://bit.ly/3xYz')).findings).toEqual([{ flag: 'SHORTENER', detail: 'bit.ly' }]);
    expect(textFindings(post('Write to jobs.hr@gmail.com')).findings).toEqual([{ flag: 'CONTACT', detail: 'jobs.hr@gmail.com' }]);
    expect(flags('Call 07700 900123 today')).toEqual(['CONTACT']);
    expect(flags('Call +44 (0)20 7946 0958')).toEqual(['CONTACT']);
    expect(flags('Message us on WhatsApp')).toEqual(['CONTACT']);
    expect(flags('Join t.me/hiringdesk')).toEqual(['CONTACT']);
    expect(flags('A salary of 45000 and 25 days of holiday')).toEqual([]);
  });

  it('refuse a fee from the applicant (Employment Agencies Act 1973 s.6) and flag off-platform payment', () => {
    expect(textFindings(post('A registration fee of £50 is due.')).refused).toEqual(['registration fee']);
    expect(textFindings(post('You must pay a small fee to apply.')).refused).toHaveLength(1);
    expect(textFindings(post('A refundable deposit secures your place.')).refused).toHaveLength(1);
    expect(textFindings(post('We cover your training and travel.')).refused).toEqual([]);
    expect(flags('Your first wage comes as gift cards')).toEqual(['PAYMENT']);
    expect(flags('Paid weekly in Bitcoin')).toEqual(['PAYMENT']);
    expect(flags('Pay us by bank transfer.')).toEqual(['PAYMENT']);
  });

  it('are not dodged by look-alike letters, invisible characters, styled text or spelling out', () => {
    // Cyrillic а, і and о; Greek ο.
    expect(flags('Details at bіt.ly/abc')).toEqual(['SHORTENER']);
    expect(flags('Message us on WhаtsАpp')).toEqual(['CONTACT']);
    expect(flags('Write to j\u043Ebs@gmail.c\u03BFm')).toEqual(['CONTACT']);
    // Zero-width space and joiner, soft hyphen, word joiner.
    expect(flags('Details at bit\u200B.\u200Dly/abc')).toEqual(['SHORTENER']);
    expect(flags('Tele\u00ADgram\u2060 us')).toEqual(['CONTACT']);
    // Full-width and mathematical letters, Arabic-Indic and full-width digits.
    expect(flags('Ｗｈａｔｓａｐｐ me')).toEqual(['CONTACT']);
    expect(flags('Write to 𝐣𝐨𝐛𝐬@𝐠𝐦𝐚𝐢𝐥.𝐜𝐨𝐦')).toEqual(['CONTACT']);
    expect(flags('Call ٠٧٧٠٠ ٩٠٠١٢٣')).toEqual(['CONTACT']);
    expect(flags('Call ０７７００ ９００１２３')).toEqual(['CONTACT']);
    // Accents, '(at)' and '[dot]', letters spaced out.
    expect(flags('Write to jobs (at) gmail [dot] com')).toEqual(['CONTACT']);
    expect(flags('Details at bít.lý/abc')).toEqual(['SHORTENER']);
    expect(flags('Message us on w h a t s a p p')).toEqual(['CONTACT']);
    expect(textFindings(post('A rеgistrаtion fее is due')).refused).toEqual(['registration fee']);
    expect(flags('Paid in gift\u200Bcards')).toEqual(['PAYMENT']);
  });

  it('fold text as the rules read it', () => {
    expect(foldForRules('<p>Ｂіt\u200B . ly</p>')).toBe('bit.ly');
    expect(copyFingerprint(post('Same words'))).toBe('senior designer same words');
  });
});

describe('the pay rule', () => {
  const job = { target: 'JOB' as const, is_compensation_displayed: true };
  it('flags a shown range outside the plausible one for its unit', () => {
    expect(payFinding({ ...job, compensation_unit: 'DAY', minimumBudget: 300, maximumBudget: 450 })).toBeNull();
    expect(payFinding({ ...job, compensation_unit: 'DAY', minimumBudget: 4000, maximumBudget: 5000 })?.flag).toBe('SALARY');
    expect(payFinding({ ...job, compensation_unit: 'YEAR', minimumBudget: 300, maximumBudget: 450 })?.detail).toBe('300 - 450 a year (plausible: 5,000 - 750,000)');
    expect(payFinding({ ...job, compensation_unit: 'YEAR', minimumBudget: 300, maximumBudget: 450, is_compensation_displayed: false })).toBeNull();
    expect(payFinding({ target: 'PROJECT', is_compensation_displayed: true, minimumBudget: 5000, maximumBudget: 9000 })).toBeNull();
  });
});

describe('reg. 27: an agency’s ad', () => {
  const base = {
    title: 'Designer', genres: ['1'], industries: ['1'], location_type: 'REMOTE', type: 'PERMANENT', sub_type: 'FULLTIME', level: '1', position: '1',
    skills: ['1'], description: '<p>Design.</p>', minimumBudget: 30000, maximumBudget: 40000, follow_up: 'Thanks',
  };
  const fields = (input: object) => {
    const r = jobFormSchema.safeParse({ ...base, ...input });
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('asks for the agency’s name and the term, and with pay shown the location and minimum experience', () => {
    expect(fields({ placed_by_agency: true })).toEqual({ agency_name: AGENCY_AD_MSG.agencyName, work_term: AGENCY_AD_MSG.workTerm });
    expect(fields({ placed_by_agency: true, agency_name: 'Acme Recruitment Ltd', work_term: 'PERMANENT', is_compensation_displayed: true })).toEqual({
      location: AGENCY_AD_MSG.location,
      minimum_requirements: AGENCY_AD_MSG.minimumRequirements,
    });
    expect(
      fields({ placed_by_agency: true, agency_name: 'Acme Recruitment Ltd', work_term: 'PERMANENT', is_compensation_displayed: true, location: 'Leeds', minimum_requirements: '3 years' }),
    ).toEqual({});
  });
  it('drops the agency’s fields from a post not placed by one', () => {
    const r = jobFormSchema.parse({ ...base, agency_name: 'Acme', work_term: 'TEMPORARY' });
    expect(r).toMatchObject({ placed_by_agency: false, agency_name: null, work_term: null, minimum_requirements: null });
  });
});
