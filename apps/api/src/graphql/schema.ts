import { builder } from './builder.js';
import '../modules/users/schema.js';
import '../modules/teams/schema.js';
import '../modules/auth/schema.js';

export const schema = builder.toSchema({ sortSchema: true });
