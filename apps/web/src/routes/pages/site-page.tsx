export { SitePage as default } from '../../features/content/SitePage';
