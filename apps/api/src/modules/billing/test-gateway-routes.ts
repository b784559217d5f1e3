import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isTestGateway, paymentsOf, PaymentError } from '../../adapters/payments/index.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { viewerOfHeader } from '../../viewer/sessions.js';
import { buyerTeamId } from './policy.js';

/** The card form's few fields fit in far less; anything bigger is refused (413) before it is read. */
const BODY_LIMIT = 4 * 1024;

/** What stripe.confirmCardSetup would send: the card and the billing details (checked, not kept). */
const confirmBody = z.strictObject({
  number: z.string().max(32),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  cvc: z.string().max(8),
  name: z.string().max(200).nullish(),
  email: z.string().max(254).nullish(),
  phone: z.string().max(40).nullish(),
});
const authenticateBody = z.strictObject({ outcome: z.enum(['complete', 'fail']) });

const REF = { setup: /^tseti_[0-9a-f]{24}$/, payment: /^tpi_[0-9a-f]{24}$/ };

/** Another team's ref, or one that never was: the same answer, so refs cannot be probed. */
const notFound = () => new AppError('NOT_FOUND', 'Not found');

/** The team the signed-in buyer acts for (their active membership's): 401 for a visitor, 403 for anyone who may not buy. */
async function buyerTeam(deps: Deps, req: FastifyRequest): Promise<number> {
  return buyerTeamId(await viewerOfHeader(deps.db, req.headers.authorization));
}

/** The gateway's refusal as 402 with Stripe's words, a done object 409, an unknown ref 404; AppErrors go to the app's handler. */
async function answer(reply: FastifyReply, work: () => Promise<unknown>) {
  reply.header('cache-control', 'no-store');
  try {
    return reply.send(await work());
  } catch (err) {
    if (!(err instanceof PaymentError)) throw err;
    if (err.code === 'resource_missing') throw notFound();
    return reply.status(err.code.endsWith('_unexpected_state') ? 409 : 402).send({ message: err.message, code: err.code });
  }
}

/**
 * The offline test gateway's browser side (decision 0045), registered only while it is the active gateway (404 with
 * Stripe): what Stripe.js and the bank's 3-D Secure page do with Stripe.
 *
 * - POST /api/test-gateway/setups/{setupRef}/confirm {number, expMonth, expYear, cvc, name, email, phone}:
 *   200 {status:'succeeded'} or {status:'requires_action', setupRef} (3155, 3184: authenticate next); 402 {message}
 *   for a refused card; 409 for a setup already done.
 * - POST /api/test-gateway/{setups|payments}/{ref}/authenticate {outcome:'complete'|'fail'}:
 *   200 {status:'succeeded'} or {status:'failed', message}; 409 when nothing waits for authentication.
 *
 * The caller is a signed-in buyer (bearer token, as every REST call of the app: no cookie, so no cross-site request
 * can make one), and the setup or payment must be their team's: any other ref is 404.
 */
export function registerTestGatewayRoutes(app: FastifyInstance, deps: Deps) {
  const gateway = paymentsOf(deps);
  if (!isTestGateway(gateway)) return;
  // A malformed body (the only BAD_USER_INPUT here) is 400, as Stripe answers it.
  const routes = { bodyLimit: BODY_LIMIT, config: { errorShape: { badInputStatus: 400 } } };

  app.post('/api/test-gateway/setups/:setupRef/confirm', routes, (req, reply) =>
    answer(reply, async () => {
      const teamId = await buyerTeam(deps, req);
      const { setupRef } = req.params as { setupRef: string };
      if (!REF.setup.test(setupRef)) throw notFound();
      const { number, expMonth, expYear, cvc } = AppError.parse(confirmBody, req.body, '');
      return gateway.confirmSetup(teamId, setupRef, { number, expMonth, expYear, cvc });
    }),
  );

  const authenticateRoute = (kind: 'setup' | 'payment') => (req: FastifyRequest, reply: FastifyReply) =>
    answer(reply, async () => {
      const teamId = await buyerTeam(deps, req);
      const { ref } = req.params as { ref: string };
      if (!REF[kind].test(ref)) throw notFound();
      const { outcome } = AppError.parse(authenticateBody, req.body, '');
      return gateway.authenticate(teamId, kind, ref, outcome);
    });
  app.post('/api/test-gateway/setups/:ref/authenticate', routes, authenticateRoute('setup'));
  app.post('/api/test-gateway/payments/:ref/authenticate', routes, authenticateRoute('payment'));
}
