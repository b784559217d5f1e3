import { builder } from './builder.js';
import '../modules/users/schema.js';
import '../modules/teams/schema.js';
import '../modules/auth/schema.js';
import '../modules/admin/schema.js';
import '../modules/content/schema.js';
import '../modules/reference/schema.js';
import '../modules/settings/schema.js';
import '../modules/promos/schema.js';
import '../modules/opportunities/schema.js';
import '../modules/applications/schema.js';
import '../modules/credits/schema.js';
import '../modules/places/schema.js';
import '../modules/job-pages/schema.js';

export const schema = builder.toSchema({ sortSchema: true });
