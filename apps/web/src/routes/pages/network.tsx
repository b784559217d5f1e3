import { MARKETPLACE_TEXT } from '@mp/domain';
import { pageTitle } from '../../lib/page-title';
export { MarketplacePage as default } from '../../features/marketplace/MarketplacePage';

export const handle = pageTitle(MARKETPLACE_TEXT.heading);
