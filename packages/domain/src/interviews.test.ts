import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors } from './rules.js';
import { formatLondon, formatLondonRange, INTERVIEW_MSG, londonToUtc } from './interviews.js';
import { cancelInterviewSchema, proposeInterviewSchema, rescheduleInterviewSchema } from './interviews-rules.js';

const slot = (extra: Record<string, unknown> = {}) => ({ date: '2027-07-13', start: '10:00', duration_minutes: 45, place: 'Studio, 1 King St, Leeds', ...extra });

describe('the UK clock', () => {
  it('turns a UK date and time into its instant, in summer time and in winter', () => {
    expect(londonToUtc('2027-07-13', '10:00')!.toISOString()).toBe('2027-07-13T09:00:00.000Z');
    expect(londonToUtc('2027-01-13', '10:00')!.toISOString()).toBe('2027-01-13T10:00:00.000Z');
  });

  it('knows no time in the hour the clocks go forward, and takes the first of the hour shown twice', () => {
    // 28 March 2027: 01:00 GMT becomes 02:00 BST.
    expect(londonToUtc('2027-03-28', '01:30')).toBeNull();
    expect(londonToUtc('2027-03-28', '00:59')!.toISOString()).toBe('2027-03-28T00:59:00.000Z');
    expect(londonToUtc('2027-03-28', '02:00')!.toISOString()).toBe('2027-03-28T01:00:00.000Z');
    // 31 October 2027: 02:00 BST becomes 01:00 GMT, so 01:30 comes twice.
    expect(londonToUtc('2027-10-31', '01:30')!.toISOString()).toBe('2027-10-31T00:30:00.000Z');
  });

  it('refuses what is not a date or a time', () => {
    for (const [d, t] of [['2027-02-30', '10:00'], ['13/07/2027', '10:00'], ['2027-07-13', '24:00'], ['2027-07-13', '9:00']]) {
      expect(londonToUtc(d!, t!), `${d} ${t}`).toBeNull();
    }
  });

  it('reads an instant as the UK does, with its zone, whatever the machine\'s zone', () => {
    try {
      vi.stubEnv('TZ', 'America/Los_Angeles');
      expect(formatLondon(new Date('2027-07-13T09:00:00Z'))).toBe('Tue 13/07/2027 10:00 BST');
      expect(formatLondon(new Date('2027-01-13T10:00:00Z'))).toBe('Wed 13/01/2027 10:00 GMT');
      expect(formatLondonRange(new Date('2027-07-13T09:00:00Z'), new Date('2027-07-13T09:45:00Z'))).toBe('Tue 13/07/2027 10:00–10:45 BST');
      expect(formatLondonRange(new Date('2027-07-13T22:30:00Z'), new Date('2027-07-14T00:00:00Z'))).toBe('Tue 13/07/2027 23:30 BST–Wed 14/07/2027 01:00 BST');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('proposing times', () => {
  afterEach(() => vi.useRealTimers());
  const errors = (input: unknown) => {
    const parsed = proposeInterviewSchema.safeParse(input);
    return parsed.success ? {} : fieldErrors(parsed.error);
  };

  it('takes 1 to 5 times, each a place or an https video link, and gives each its instant', () => {
    vi.useFakeTimers({ now: new Date('2027-06-01T12:00:00Z'), toFake: ['Date'] });
    const parsed = proposeInterviewSchema.parse({ slots: [slot(), slot({ start: '11:00', place: null, video_url: 'https://meet.example.com/abc', note: '  Bring your portfolio ' })] });
    expect(parsed.slots.map((s) => s.starts_at.toISOString())).toEqual(['2027-07-13T09:00:00.000Z', '2027-07-13T10:00:00.000Z']);
    expect(parsed.slots[1]).toMatchObject({ place: null, video_url: 'https://meet.example.com/abc', note: 'Bring your portfolio' });
    expect(errors({ slots: [] })).toEqual({ slots: INTERVIEW_MSG.slotsCount });
    expect(errors({ slots: Array.from({ length: 6 }, (_, i) => slot({ start: `1${i}:00` })) })).toEqual({ slots: INTERVIEW_MSG.slotsCount });
  });

  it('refuses a skipped time, a past one, one too far ahead, the same time twice and a bad duration', () => {
    vi.useFakeTimers({ now: new Date('2027-03-01T12:00:00Z'), toFake: ['Date'] });
    expect(errors({ slots: [slot({ date: '2027-03-28', start: '01:30' })] })).toEqual({ 'slots.0.start': INTERVIEW_MSG.noSuchTime });
    expect(errors({ slots: [slot({ date: '2027-02-28' })] })).toEqual({ 'slots.0.date': INTERVIEW_MSG.past });
    expect(errors({ slots: [slot({ date: '2028-07-13' })] })).toEqual({ 'slots.0.date': INTERVIEW_MSG.tooFar });
    expect(errors({ slots: [slot({ date: '2027-02-30' })] })).toEqual({ 'slots.0.date': INTERVIEW_MSG.date });
    expect(errors({ slots: [slot(), slot({ place: 'Elsewhere' })] })).toEqual({ 'slots.1.start': INTERVIEW_MSG.duplicate });
    for (const duration_minutes of [0, 14, 481, 30.5]) {
      expect(errors({ slots: [slot({ duration_minutes })] })).toEqual({ 'slots.0.duration_minutes': INTERVIEW_MSG.duration });
    }
  });

  it('wants a place or an https link, not both and not neither, and notes of 1,000 characters at most', () => {
    vi.useFakeTimers({ now: new Date('2027-06-01T12:00:00Z'), toFake: ['Date'] });
    expect(errors({ slots: [slot({ place: null })] })).toEqual({ 'slots.0.place': INTERVIEW_MSG.placeOrLink });
    expect(errors({ slots: [slot({ video_url: 'https://meet.example.com/x' })] })).toEqual({ 'slots.0.place': INTERVIEW_MSG.placeOrLink });
    for (const video_url of ['http://meet.example.com/x', 'javascript:alert(1)', 'meet.example.com', 'https://user:pw@meet.example.com/']) {
      expect(errors({ slots: [slot({ place: null, video_url })] }), video_url).toEqual({ 'slots.0.video_url': INTERVIEW_MSG.videoUrl });
    }
    expect(errors({ slots: [slot({ note: 'x'.repeat(1000) })] })).toEqual({});
    expect(errors({ slots: [slot({ note: 'x'.repeat(1001) })] })).toEqual({ 'slots.0.note': INTERVIEW_MSG.noteTooLong });
    expect(errors({ slots: [slot({ place: 'x'.repeat(201) })] })).toEqual({ 'slots.0.place': INTERVIEW_MSG.placeTooLong });
  });

  it('wants a reason of 1 to 500 characters to move or cancel', () => {
    vi.useFakeTimers({ now: new Date('2027-06-01T12:00:00Z'), toFake: ['Date'] });
    expect(cancelInterviewSchema.safeParse({ reason: '   ' }).error?.issues[0]?.message).toBe(INTERVIEW_MSG.reasonEmpty);
    expect(cancelInterviewSchema.safeParse({ reason: 'x'.repeat(501) }).error?.issues[0]?.message).toBe(INTERVIEW_MSG.reasonTooLong);
    expect(rescheduleInterviewSchema.parse({ slots: [slot()], reason: ' Our office is closed that day ' }).reason).toBe('Our office is closed that day');
  });
});
