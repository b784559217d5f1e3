import { builder } from '../../graphql/builder.js';
import { deleteOwnAccount } from './deletion.js';

/**
 * "Your data" (decision 0035): the download is a REST route (routes.ts, a file); erasing is this mutation.
 * Any signed-in person may ask for their own account; the service refuses an administrator, a session an
 * administrator opened as the user, a wrong password and a team owner with other members.
 */
builder.mutationFields((t) => ({
  deleteMyAccount: t.boolean({
    authScopes: { signedIn: true },
    description:
      "Erases the signed-in person's account with their password: personal data, lists, files, sessions and applications. " +
      'Keeps only what decision 0035 lists (the credits ledger, the audit log without the person).',
    args: { password: t.arg.string({ required: true }) },
    resolve: async (_r, { password }, ctx) => {
      await deleteOwnAccount(ctx.deps, ctx.viewer!, { password });
      return true;
    },
  }),
}));
