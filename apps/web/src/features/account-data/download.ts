import { downloadWithToken } from '../../app/download';

/** GET /api/account/export with the bearer token: the ZIP, saved under the server's name. */
export const downloadYourData = (): Promise<string> =>
  downloadWithToken('/api/account/export', `your-data-${new Date().toISOString().slice(0, 10)}.zip`);
