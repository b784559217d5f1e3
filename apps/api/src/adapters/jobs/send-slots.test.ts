import { describe, expect, it } from 'vitest';
import { createSendSlots } from './send-slots.js';

describe('send slots', () => {
  it('runs up to the limit at once and gives a freed slot to waiting security mail first', async () => {
    const slots = createSendSlots(2);
    const started: string[] = [];
    const gates = new Map<string, () => void>();
    const send = (lane: 'security' | 'other', what: string) =>
      slots.run(lane, () => {
        started.push(what);
        return new Promise<void>((resolve) => gates.set(what, resolve));
      });
    const tick = () => new Promise((r) => setImmediate(r));
    const all = [send('other', 'a1'), send('other', 'a2'), send('other', 'a3'), send('other', 'a4'), send('security', 'reset')];
    await tick();
    expect(started).toEqual(['a1', 'a2']);
    gates.get('a1')!();
    await tick();
    expect(started).toEqual(['a1', 'a2', 'reset']);
    gates.get('a2')!();
    await tick();
    expect(started).toEqual(['a1', 'a2', 'reset', 'a3']);
    for (const what of ['reset', 'a3']) gates.get(what)!();
    await tick();
    gates.get('a4')!();
    await Promise.all(all);
    expect(started).toEqual(['a1', 'a2', 'reset', 'a3', 'a4']);
  });

  it('gives the slot back when the work throws', async () => {
    const slots = createSendSlots(1);
    await expect(slots.run('other', () => Promise.reject(new Error('smtp down')))).rejects.toThrow('smtp down');
    await expect(slots.run('security', async () => 'sent')).resolves.toBe('sent');
  });
});
