import { data } from 'react-router';
import { NOT_FOUND_TITLE } from '../../lib/page-title';

export { PageNotFound as default } from '../../app/PageNotFound';

/** An address no page lives at: 'Page Not Found!', with status 404. */
export const loader = () => data(null, { status: 404 });

export const handle = NOT_FOUND_TITLE;
