import type { SlotVariables } from './hooks';
import { DEFAULT_DURATION } from './texts';

/** One row of the times form as typed: the place or the video link, as the row's switch says. */
export interface SlotRow {
  key: number;
  date: string;
  start: string;
  duration: string;
  where: 'place' | 'video';
  place: string;
  video_url: string;
  note: string;
}

let nextKey = 0;

export const emptyRow = (from?: SlotRow): SlotRow => ({
  key: nextKey++,
  date: '',
  start: '',
  duration: from?.duration ?? String(DEFAULT_DURATION),
  where: from?.where ?? 'video',
  place: from?.where === 'place' ? from.place : '',
  video_url: from?.where === 'video' ? from.video_url : '',
  note: '',
});

/** What the API takes for a row: the field the switch does not show is sent empty. */
export const toSlotInput = (row: SlotRow): SlotVariables => ({
  date: row.date,
  start: row.start,
  duration_minutes: Number(row.duration),
  place: row.where === 'place' ? row.place : null,
  video_url: row.where === 'video' ? row.video_url : null,
  note: row.note || null,
});

/** The date picker holds YYYY-MM-DD and shows DD/MM/YYYY: an empty date asks for one in the picker's words. */
export const DATE_MISSING = 'Choose a date.';

/**
 * The rule's messages by form path ('slots.0.date'), from a zod issue list or a BAD_USER_INPUT answer's fields; a
 * message on the place of a row that shows the video link is shown under that field.
 */
export function slotErrors(messages: Record<string, string>, rows: readonly SlotRow[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(messages)) {
    const m = /^slots\.(\d+)\.(\w+)$/.exec(path);
    if (!m) {
      out[path] = message;
      continue;
    }
    const row = rows[Number(m[1])];
    let field = m[2]!;
    if (field === 'duration_minutes') field = 'duration';
    if ((field === 'place' || field === 'video_url') && row) field = row.where === 'place' ? 'place' : 'video_url';
    const text = field === 'date' && row && !row.date ? DATE_MISSING : message;
    out[`slots.${m[1]}.${field}`] ??= text;
  }
  return out;
}
