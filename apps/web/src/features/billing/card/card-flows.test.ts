import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardContextValue } from './card-context';
import { authenticateOnStripe, confirmOnStripe, confirmOnTestGateway } from './card-flows';
import { EMPTY_CARD, INCOMPLETE, type CardErrors, type TestCardValue } from './card-input';
import type { AuthenticationResult } from './test-gateway-api';

const AUTH_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
const setup = { clientSecret: 'tseti_1_secret_x', setupRef: 'tseti_1', billingDetails: { name: 'Evelyn Employer', email: 'e@example.test', phone: '+44 20 7946 0000' } };

/** A card context as CardProvider makes it, recording what the flows change. */
function context(card: TestCardValue, authentication: AuthenticationResult = { ok: true, status: 'succeeded' }) {
  const state: { card: TestCardValue; errors: CardErrors; asked: string[] } = { card, errors: {}, asked: [] };
  const ctx: CardContextValue = {
    gateway: 'test',
    publishableKey: null,
    testCard: card,
    setTestCard: (value) => void (state.card = value),
    errors: {},
    setErrors: (errors) => void (state.errors = errors),
    stripeCard: null,
    setStripeCard: () => undefined,
    authenticateOnTestPage: async (kind, ref) => {
      state.asked.push(`${kind}/${ref}`);
      return authentication;
    },
  };
  return { ctx, state };
}

/** fetch answering each POST in turn with the given status and body, recording the requests. */
function server(...answers: [number, unknown][]) {
  const requests: { url: string; body: unknown; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> });
    const [status, body] = answers.shift() ?? [500, {}];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('saving a card on the test gateway', () => {
  const complete = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

  it('marks the unfinished parts and sends nothing', async () => {
    const requests = server();
    const { ctx, state } = context({ ...EMPTY_CARD, number: '4242' });
    expect(await confirmOnTestGateway(ctx, setup)).toEqual({ ok: false, message: INCOMPLETE.number });
    expect(state.errors).toEqual(INCOMPLETE);
    expect(requests).toEqual([]);
  });

  it('confirms the setup with the card and the billing details, then forgets the number', async () => {
    const requests = server([200, { status: 'succeeded' }]);
    const { ctx, state } = context(complete);
    expect(await confirmOnTestGateway(ctx, setup)).toEqual({ ok: true });
    expect(requests).toEqual([
      {
        url: '/api/test-gateway/setups/tseti_1/confirm',
        body: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', ...setup.billingDetails },
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
      },
    ]);
    expect(state.card).toEqual(EMPTY_CARD);
  });

  it("gives the server's refusal, keeping the card to correct", async () => {
    server([402, { message: 'Your card was declined.', code: 'card_declined' }]);
    const { ctx, state } = context({ ...complete, number: '4000 0000 0000 0002' });
    expect(await confirmOnTestGateway(ctx, setup)).toEqual({ ok: false, message: 'Your card was declined.' });
    expect(state.card.number).toBe('4000 0000 0000 0002');
  });

  it('opens the test 3-D Secure page when the bank asks, and follows its outcome', async () => {
    server([200, { status: 'requires_action', setupRef: 'tseti_1' }]);
    const done = context({ ...complete, number: '4000 0025 0000 3155' });
    expect(await confirmOnTestGateway(done.ctx, setup)).toEqual({ ok: true });
    expect(done.state.asked).toEqual(['setups/tseti_1']);

    server([200, { status: 'requires_action', setupRef: 'tseti_1' }]);
    const failed = context({ ...complete, number: '4000 0027 6000 3184' }, { ok: true, status: 'failed', message: AUTH_FAILED });
    expect(await confirmOnTestGateway(failed.ctx, setup)).toEqual({ ok: false, message: AUTH_FAILED });
  });

  it('says something went wrong when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { ctx } = context(complete);
    expect(await confirmOnTestGateway(ctx, setup)).toEqual({ ok: false, message: 'Something went wrong!' });
  });
});

describe('saving a card and paying with Stripe', () => {
  const card = {} as StripeCardElement;
  const stripeContext = (stripe: Partial<Stripe>) => ({ ...context(EMPTY_CARD).ctx, gateway: 'stripe' as const, stripeCard: { stripe: stripe as Stripe, card } });

  it('confirms the SetupIntent with the card element and the billing details', async () => {
    const confirmCardSetup = vi.fn().mockResolvedValue({ setupIntent: { status: 'succeeded' } });
    expect(await confirmOnStripe(stripeContext({ confirmCardSetup }), setup)).toEqual({ ok: true });
    expect(confirmCardSetup).toHaveBeenCalledWith('tseti_1_secret_x', { payment_method: { card, billing_details: setup.billingDetails } });
  });

  it("gives Stripe's error, and waits for the element to be ready", async () => {
    const confirmCardSetup = vi.fn().mockResolvedValue({ error: { message: 'Your card was declined.' } });
    expect(await confirmOnStripe(stripeContext({ confirmCardSetup }), setup)).toEqual({ ok: false, message: 'Your card was declined.' });
    expect((await confirmOnStripe({ ...context(EMPTY_CARD).ctx, gateway: 'stripe' }, setup)).ok).toBe(false);
  });

  it('handles 3-D Secure for a charge that asks for it, and confirms again one refused off session', async () => {
    const handleNextAction = vi.fn().mockResolvedValue({});
    const confirmCardPayment = vi.fn().mockResolvedValue({});
    const asking = { retrievePaymentIntent: vi.fn().mockResolvedValue({ paymentIntent: { status: 'requires_action' } }), handleNextAction, confirmCardPayment };
    await authenticateOnStripe(asking as unknown as Stripe, 'pi_1_secret_x');
    expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_x' });
    const offSession = {
      retrievePaymentIntent: vi.fn().mockResolvedValue({ paymentIntent: { status: 'requires_payment_method', last_payment_error: { code: 'authentication_required', payment_method: { id: 'pm_1' } } } }),
      handleNextAction,
      confirmCardPayment,
    };
    await authenticateOnStripe(offSession as unknown as Stripe, 'pi_2_secret_x');
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_2_secret_x', { payment_method: 'pm_1' });
    expect(handleNextAction).toHaveBeenCalledTimes(1);
  });
});
