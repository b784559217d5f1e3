import type { Logger } from './log.js';
import { SmsError, type SmsSender } from './sms-types.js';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A Twilio number (+44…) or a Messaging Service SID (MG…). */
  from: string;
  log: Logger;
  fetch: typeof fetch;
  /** Tests only. */
  baseUrl?: string;
}

/** Twilio's own error codes that mean the number is wrong, told to the user in plain words. */
const BAD_NUMBER_CODES = new Set([21211, 21214, 21217, 21401, 21407, 21408, 21610, 21612, 21614]);
export const SMS_BAD_NUMBER = 'We could not send a text message to this number. Please check it and try again.';
export const SMS_UNAVAILABLE = 'We could not send the text message right now. Please try again in a moment.';

/** Twilio's Messages resource over its REST API (no SDK): one form-encoded POST with basic auth. */
export function createTwilioSms(opts: TwilioOptions): SmsSender {
  const base = opts.baseUrl ?? 'https://api.twilio.com';
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
  const sender = opts.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    name: 'twilio',
    async send(m) {
      const body = new URLSearchParams({ To: m.to, [sender]: opts.from, Body: m.body });
      let res: Response;
      try {
        res = await opts.fetch(url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(10_000),
        });
      } catch (err) {
        opts.log.error({ err: String(err) }, 'twilio: request failed');
        throw new SmsError(SMS_UNAVAILABLE, { cause: err });
      }
      if (res.ok) return;
      const detail = (await res.json().catch(() => ({}))) as { code?: number; message?: string };
      opts.log.error({ status: res.status, code: detail.code, message: detail.message }, 'twilio: message refused');
      throw new SmsError(detail.code !== undefined && BAD_NUMBER_CODES.has(detail.code) ? SMS_BAD_NUMBER : SMS_UNAVAILABLE);
    },
  };
}
