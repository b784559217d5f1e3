import { INTERVIEW_MSG, proposeInterviewSchema } from '@mp/domain';
import { describe, expect, it } from 'vitest';
import { DATE_MISSING, emptyRow, slotErrors, toSlotInput, type SlotRow } from './slot-values';

const row = (over: Partial<SlotRow>): SlotRow => ({ ...emptyRow(), ...over });

describe('the times form', () => {
  it('sends the place or the video link the row shows, the other empty, and no empty note', () => {
    expect(toSlotInput(row({ date: '2027-07-13', start: '10:00', duration: '45', where: 'place', place: 'Leeds', video_url: 'https://x.example' }))).toEqual({
      date: '2027-07-13', start: '10:00', duration_minutes: 45, place: 'Leeds', video_url: null, note: null,
    });
    expect(toSlotInput(row({ where: 'video', place: 'Leeds', video_url: 'https://x.example', note: 'Bring a CV' }))).toMatchObject({ place: null, video_url: 'https://x.example', note: 'Bring a CV' });
  });

  it('puts each message under the field the row shows, and asks for a date in the picker’s words', () => {
    const rows = [row({ where: 'video', date: '' }), row({ where: 'place', date: '2020-01-01', start: '10:00' }), row({ where: 'video', date: '2020-01-01', start: '10:00' })];
    const checked = proposeInterviewSchema.safeParse({ slots: rows.map(toSlotInput) });
    expect(checked.success).toBe(false);
    const byPath = Object.fromEntries(checked.error!.issues.map((i) => [i.path.join('.'), i.message]));
    const errors = slotErrors(byPath, rows);
    expect(errors['slots.0.date']).toBe(DATE_MISSING);
    expect(errors['slots.0.start']).toBe(INTERVIEW_MSG.start);
    expect(errors['slots.1.place']).toBe(INTERVIEW_MSG.placeOrLink);
    expect(errors['slots.2.video_url']).toBe(INTERVIEW_MSG.placeOrLink);
    expect(errors['slots.2.place']).toBeUndefined();
    expect(errors['slots.1.date']).toBe(INTERVIEW_MSG.past);
  });

  it('maps the server’s duration_minutes to the select, and keeps messages about no row as they are', () => {
    expect(slotErrors({ 'slots.0.duration_minutes': INTERVIEW_MSG.duration, slots: INTERVIEW_MSG.slotsCount }, [row({})])).toEqual({
      'slots.0.duration': INTERVIEW_MSG.duration, slots: INTERVIEW_MSG.slotsCount,
    });
  });

  it('starts a new row with the last row’s duration and where, and its link or place', () => {
    const next = emptyRow(row({ duration: '90', where: 'video', video_url: 'https://meet.example/x', date: '2027-07-13' }));
    expect(next).toMatchObject({ duration: '90', where: 'video', video_url: 'https://meet.example/x', date: '', place: '' });
  });
});
