import { data } from 'react-router';
import { NOT_FOUND, pageMeta } from '../../lib/page-title';

export { PageNotFound as default } from '../../app/PageNotFound';

/** An address no page lives at: 'Page Not Found!', with status 404. */
export const loader = () => data(null, { status: 404 });

export const meta = pageMeta(NOT_FOUND);
