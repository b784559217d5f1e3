import type { Config } from '../config.js';
import type { Logger } from './log.js';
import { createTwilioSms } from './sms-twilio.js';
import type { SmsSender } from './sms-types.js';

export { SmsError, type SmsMessage, type SmsSender } from './sms-types.js';

/**
 * Offline default: the text goes to the log. Outside production the real text (code included), so a
 * developer and the browser tests can read it (e2e/freelancer/settings-support.ts); in production the code
 * is masked and a warning says nothing was delivered.
 */
export function createLogSms(log: Logger, showSecrets: boolean): SmsSender {
  return {
    name: 'log',
    async send(m) {
      if (showSecrets) {
        log.info({ sms: { to: m.to } }, `text message to ${m.to}: ${m.body}`);
        return;
      }
      const body = (m.secrets ?? []).reduce((text, secret) => text.split(secret).join('[code removed]'), m.body);
      log.warn({ sms: { to: m.to } }, `text message NOT delivered (TWILIO_ACCOUNT_SID is not set) to ${m.to}: ${body}`);
    },
  };
}

type SmsConfig = Pick<Config, 'NODE_ENV' | 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM'>;

/** The adapter the configuration asks for: Twilio when its three variables are set, else the log. */
export function createSms(config: SmsConfig, log: Logger, fetchImpl: typeof fetch = fetch): SmsSender {
  if (config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM) {
    return createTwilioSms({ accountSid: config.TWILIO_ACCOUNT_SID, authToken: config.TWILIO_AUTH_TOKEN, from: config.TWILIO_FROM, log, fetch: fetchImpl });
  }
  if (config.NODE_ENV === 'production') log.warn('TWILIO_ACCOUNT_SID is not set: text messages are logged, not delivered');
  return createLogSms(log, config.NODE_ENV !== 'production');
}

/** What smsOf reads of the app's deps. */
interface SmsDeps {
  sms?: SmsSender;
  config: SmsConfig;
  log: Logger;
}

const chosen = new WeakMap<SmsDeps, SmsSender>();

/** The text-message sender of these deps: the one passed in (tests), else made once from the configuration. */
export function smsOf(deps: SmsDeps): SmsSender {
  if (deps.sms) return deps.sms;
  let sms = chosen.get(deps);
  if (!sms) {
    sms = createSms(deps.config, deps.log);
    chosen.set(deps, sms);
  }
  return sms;
}
