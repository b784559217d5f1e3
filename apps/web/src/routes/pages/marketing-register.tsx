export { MarketingRegisterPage as default } from '../../features/auth/MarketingRegisterPage';
