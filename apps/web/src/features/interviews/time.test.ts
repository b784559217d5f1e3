import { describe, expect, it } from 'vitest';
import { inViewerZone } from './time';

describe('inViewerZone', () => {
  it('gives the time on the viewer’s clock with its zone when it differs from London’s', () => {
    expect(inViewerZone('2027-07-13T09:00:00.000Z', '2027-07-13T09:45:00.000Z', 'Europe/Paris')).toBe('Tue 13/07/2027 11:00–11:45 CEST');
    expect(inViewerZone('2027-01-12T09:00:00.000Z', null, 'America/New_York')).toBe('Tue 12/01/2027 04:00 GMT-5');
  });

  it('names the end’s day when the time crosses midnight there', () => {
    expect(inViewerZone('2027-07-13T21:30:00.000Z', '2027-07-13T22:30:00.000Z', 'Asia/Tokyo')).toBe('Wed 14/07/2027 06:30–07:30 GMT+9');
    expect(inViewerZone('2027-07-13T14:30:00.000Z', '2027-07-13T15:30:00.000Z', 'Asia/Tokyo')).toBe('Tue 13/07/2027 23:30–Wed 14/07/2027 00:30 GMT+9');
  });

  it('is null in London, and where the clock reads as London’s at that moment (Lisbon all year, Dublin)', () => {
    expect(inViewerZone('2027-07-13T09:00:00.000Z', null, 'Europe/London')).toBeNull();
    expect(inViewerZone('2027-07-13T09:00:00.000Z', null, 'Europe/Lisbon')).toBeNull();
    expect(inViewerZone('2027-01-12T09:00:00.000Z', null, 'UTC')).toBeNull();
    expect(inViewerZone('2027-07-13T09:00:00.000Z', null, 'UTC')).toBe('Tue 13/07/2027 09:00 UTC');
  });
});
