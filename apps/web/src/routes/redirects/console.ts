import { redirect } from 'react-router';

/** The console opens on its accounts. */
export const loader = () => redirect('/admin/accounts');
