import { describe, expect, it } from 'vitest';
import { asksForPayment, CONVERSATION_MSG } from './conversation.js';
import { sendMessageSchema } from './conversation-rules.js';

describe('messages', () => {
  it('takes 1 to 5,000 characters once trimmed, with the spec-style messages', () => {
    expect(sendMessageSchema.safeParse({ body: '  hello  ' }).data).toEqual({ body: 'hello', attachmentIds: [] });
    expect(sendMessageSchema.safeParse({ body: '   ' }).error?.issues[0]?.message).toBe(CONVERSATION_MSG.empty);
    expect(sendMessageSchema.safeParse({ body: 'x'.repeat(5001) }).error?.issues[0]?.message).toBe('Message must be 5,000 characters or fewer');
    expect(sendMessageSchema.safeParse({ body: 'x'.repeat(5000) }).success).toBe(true);
    expect(sendMessageSchema.safeParse({ body: 12 }).error?.issues[0]?.message).toBe(CONVERSATION_MSG.empty);
  });

  it('warns on a message that asks for money or bank details, not on talk of pay', () => {
    for (const body of [
      'Please pay a £50 fee to register before the interview',
      'Send your bank details so we can set you up',
      'We need a deposit upfront for the starter kit',
      'Buy two gift cards and send the codes',
      'There is a small registration fee',
      'What is your sort code?',
    ]) expect(asksForPayment(body), body).toBe(true);
    expect(asksForPayment('We never ask for a fee. Please pay a £50 fee to register first.'), 'a request after a denial').toBe(true);
    for (const body of ['I never pay to apply', 'There is no registration fee', 'You do not need to pay to apply', 'The pay is £400 a day', 'Could you invoice us monthly?', 'Are you free for an interview on Tuesday?', 'We pay within 30 days of the invoice'])
      expect(asksForPayment(body), body).toBe(false);
  });
});
