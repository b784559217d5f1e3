import { MARKETPLACE_TEXT } from '@mp/domain';
import { pageMeta } from '../../lib/page-title';
export { MarketplacePage as default } from '../../features/marketplace/MarketplacePage';

export const meta = pageMeta(MARKETPLACE_TEXT.heading);
