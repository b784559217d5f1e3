/** What a text-message adapter is (sms.ts chooses one, sms-twilio.ts is the real one). */

export interface SmsMessage {
  /** E.164-ish number with a leading plus (the shared phone rule's output). */
  to: string;
  body: string;
  /** What must not be logged where nobody should read it (the code), as in the mailer (decision 0016). */
  secrets?: string[];
}

export interface SmsSender {
  readonly name: 'twilio' | 'log';
  /** Sends one text; throws SmsError when the provider refuses or cannot be reached. */
  send(message: SmsMessage): Promise<void>;
}

/** The provider refused the message or was out of reach; `reason` is safe to show (no secret, no account detail). */
export class SmsError extends Error {
  constructor(readonly reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'SmsError';
  }
}
