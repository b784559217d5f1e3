// The company pages (routes/pages/company-page.tsx, embed-company.tsx) and the company's own cards about them.
export { CompanyPage } from './CompanyPage';
export { EmbedCompanyList } from './EmbedCompanyList';
export { CompanyPageSettingsCard } from './CompanyPageSettingsCard';
export { EmbedSnippetCard } from './EmbedSnippetCard';
export { companyPageHead } from './head';
export { companyPageQuery } from './hooks';
export { COMPANY_PAGE_TEXT, COMPANY_SHARED_SECONDS, embedThemeOf } from './texts';
