import { isFreelancer, isPlatformAdmin } from '@mp/domain';
import type { UserRow } from '../../db/schema/index.js';

type Account = Pick<UserRow, 'id' | 'type'>;

/** An impersonated administrator would hand the console to whoever holds the link: never. */
export const canBeImpersonated = (target: Account) => !isPlatformAdmin(target);

/** The console deactivates users, not administrators (an administrator is removed by the operators). */
export const canBeDeactivated = (target: Account) => !isPlatformAdmin(target);

/** The vetted badge is a freelancer's. */
export const canBeVetted = (target: Account) => isFreelancer(target);
