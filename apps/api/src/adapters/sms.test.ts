import { describe, expect, it } from 'vitest';
import { createLogger } from './log.js';
import { createLogSms, createSms, SmsError } from './sms.js';
import { createTwilioSms, SMS_BAD_NUMBER, SMS_UNAVAILABLE } from './sms-twilio.js';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const silent = createLogger('silent');

function fakeFetch(status: number, json: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const f = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { f, calls };
}

describe('Twilio adapter', () => {
  it("posts the Messages resource form-encoded with basic auth", async () => {
    const { f, calls } = fakeFetch(201, { sid: 'SM1' });
    const sms = createTwilioSms({ accountSid: SID, authToken: 'secret-token-123456', from: '+441234567890', log: silent, fetch: f });
    await sms.send({ to: '+447700900123', body: 'Your code is 123456', secrets: ['123456'] });
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:secret-token-123456`).toString('base64')}`);
    expect(headers['content-type']).toBe('application/x-www-form-urlencoded');
    const body = new URLSearchParams(String(init.body));
    expect(Object.fromEntries(body)).toEqual({ To: '+447700900123', From: '+441234567890', Body: 'Your code is 123456' });
  });

  it('sends from a Messaging Service when TWILIO_FROM is its SID', async () => {
    const { f, calls } = fakeFetch(201, {});
    const mg = `MG${'a'.repeat(32)}`;
    await createTwilioSms({ accountSid: SID, authToken: 'secret-token-123456', from: mg, log: silent, fetch: f }).send({ to: '+1', body: 'x' });
    expect(new URLSearchParams(String(calls[0]!.init.body)).get('MessagingServiceSid')).toBe(mg);
  });

  it('turns a refused number into a plain reason, and anything else into "try again"', async () => {
    const bad = createTwilioSms({ accountSid: SID, authToken: 'secret-token-123456', from: '+441234567890', log: silent, fetch: fakeFetch(400, { code: 21211, message: 'Invalid To' }).f });
    await expect(bad.send({ to: '+1', body: 'x' })).rejects.toEqual(new SmsError(SMS_BAD_NUMBER));
    const down = createTwilioSms({ accountSid: SID, authToken: 'secret-token-123456', from: '+441234567890', log: silent, fetch: fakeFetch(500, {}).f });
    await expect(down.send({ to: '+1', body: 'x' })).rejects.toEqual(new SmsError(SMS_UNAVAILABLE));
  });
});

describe('choosing the adapter', () => {
  it('uses Twilio with the three variables, else the log', () => {
    const base = { NODE_ENV: 'test' as const, TWILIO_ACCOUNT_SID: undefined, TWILIO_AUTH_TOKEN: undefined, TWILIO_FROM: undefined };
    expect(createSms(base, silent).name).toBe('log');
    expect(createSms({ ...base, TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 'secret-token-123456', TWILIO_FROM: '+441234567890' }, silent).name).toBe('twilio');
  });

  it('logs the code outside production, and masks it in production', async () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (l: string) => void lines.push(l) });
    await createLogSms(log, true).send({ to: '+447700900123', body: 'Your code is 654321', secrets: ['654321'] });
    await createLogSms(log, false).send({ to: '+447700900123', body: 'Your code is 654321', secrets: ['654321'] });
    expect(lines[0]).toContain('654321');
    expect(lines[0]).toContain('"sms"');
    expect(lines[1]).not.toContain('654321');
  });
});
