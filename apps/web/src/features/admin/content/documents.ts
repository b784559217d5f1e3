import { graphql, type ResultOf, type VariablesOf } from '../../../graphql';

export const AdminArticleFields = graphql(`
  fragment AdminArticleFields on Article {
    id
    title
    slug
    content
    image
    type
    availability
    created_at
    published_at
  }
`);

export const AdminArticlesQuery = graphql(
  `
    query AdminArticles($search: String, $first: Int, $page: Int) {
      adminArticles(search: $search, first: $first, page: $page) {
        data {
          ...AdminArticleFields
        }
        paginatorInfo {
          count
          currentPage
          hasMorePages
          total
        }
      }
    }
  `,
  [AdminArticleFields],
);

export const AdminCreateArticleMutation = graphql(`
  mutation AdminCreateArticle($input: ArticleInput!) {
    adminCreateArticle(input: $input) {
      id
    }
  }
`);

export const AdminUpdateArticleMutation = graphql(`
  mutation AdminUpdateArticle($id: ID!, $input: ArticleInput!) {
    adminUpdateArticle(id: $id, input: $input) {
      id
    }
  }
`);

export const AdminDeleteArticleMutation = graphql(`
  mutation AdminDeleteArticle($id: ID!) {
    adminDeleteArticle(id: $id)
  }
`);

export const AdminDealFields = graphql(`
  fragment AdminDealFields on Deal {
    id
    title
    slug
    subtitle
    image
    link
    content
    created_at
    published_at
  }
`);

export const AdminDealsQuery = graphql(
  `
    query AdminDeals($search: String, $first: Int, $page: Int) {
      adminDeals(search: $search, first: $first, page: $page) {
        data {
          ...AdminDealFields
        }
        paginatorInfo {
          count
          currentPage
          hasMorePages
          total
        }
      }
    }
  `,
  [AdminDealFields],
);

export const AdminCreateDealMutation = graphql(`
  mutation AdminCreateDeal($input: DealInput!) {
    adminCreateDeal(input: $input) {
      id
    }
  }
`);

export const AdminUpdateDealMutation = graphql(`
  mutation AdminUpdateDeal($id: ID!, $input: DealInput!) {
    adminUpdateDeal(id: $id, input: $input) {
      id
    }
  }
`);

export const AdminDeleteDealMutation = graphql(`
  mutation AdminDeleteDeal($id: ID!) {
    adminDeleteDeal(id: $id)
  }
`);

export const AdminLandingPageFields = graphql(`
  fragment AdminLandingPageFields on LandingPage {
    id
    name
    slug
    sort_order
    display_in_footer
    heading
    hero_image
    hero_alt
    cta_label
    cta_url
    show_prices
    content
    published_at
  }
`);

export const AdminLandingPagesQuery = graphql(
  `
    query AdminLandingPages {
      adminLandingPages {
        ...AdminLandingPageFields
      }
    }
  `,
  [AdminLandingPageFields],
);

export const AdminCreateLandingPageMutation = graphql(`
  mutation AdminCreateLandingPage($input: LandingPageInput!) {
    adminCreateLandingPage(input: $input) {
      id
    }
  }
`);

export const AdminUpdateLandingPageMutation = graphql(`
  mutation AdminUpdateLandingPage($id: ID!, $input: LandingPageInput!) {
    adminUpdateLandingPage(id: $id, input: $input) {
      id
    }
  }
`);

export const AdminDeleteLandingPageMutation = graphql(`
  mutation AdminDeleteLandingPage($id: ID!) {
    adminDeleteLandingPage(id: $id)
  }
`);

export type AdminArticle = ResultOf<typeof AdminArticleFields>;
export type AdminDeal = ResultOf<typeof AdminDealFields>;
export type AdminLandingPage = ResultOf<typeof AdminLandingPageFields>;
export type ArticleInput = VariablesOf<typeof AdminCreateArticleMutation>['input'];
export type DealInput = VariablesOf<typeof AdminCreateDealMutation>['input'];
export type LandingPageInput = VariablesOf<typeof AdminCreateLandingPageMutation>['input'];
