// What other features use of posting and managing opportunities (README: a feature reaches another through its index.ts).
export { PostDetails, PostDetailsSkeleton, type PostDetailsData } from './shared/PostDetails';
export { copyPublicLink, CopyLinkButton, publicPostLink, publicPostPath, type ShareablePost } from './shared/CopyLinkButton';
export { companyDashboardQueries } from './manage/preload';
export { CompanyDashboard } from './manage/CompanyDashboard';
