// What other features use of the content pages (README: a feature reaches another through its index.ts).
export { CommunityBlock, communityBlockQueries } from './CommunityBlock';
export { groupAvailabilities } from './rules';
export { DealsBlock } from './DealsBlock';
// The content cards' look (card, linkCard, stretched), which the opportunity cards share.
export { default as contentClasses } from './content.module.css';
export { BlogPage } from './BlogPage';
export { BLOG_FILTER, BLOG_PAGE_SIZE, BLOG_PATH } from './blog';
export { articleListQuery } from './hooks';
