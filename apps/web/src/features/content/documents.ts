import { graphql, type ResultOf, type VariablesOf } from '../../graphql';

/** What an article card shows: image, title, date and type, and the slug it links to. */
export const ArticleCardFields = graphql(`
  fragment ArticleCardFields on Article {
    id
    title
    slug
    image
    type
    created_at
  }
`);

/** Newest first (spec: orderBy created_at descending); the server drops availabilities the viewer may not read. */
export const ArticlesQuery = graphql(
  `
    query Articles(
      $availability: [ArticleAvailability!]
      $type: [ArticleType!]
      $excludeSlugs: [String!]
      $first: Int
      $page: Int
    ) {
      articles(
        availability: $availability
        type: $type
        excludeSlugs: $excludeSlugs
        orderBy: [{ column: "created_at", order: DESC }]
        first: $first
        page: $page
      ) {
        data {
          ...ArticleCardFields
        }
        paginatorInfo {
          hasMorePages
        }
      }
    }
  `,
  [ArticleCardFields],
);

/** One article; null when it is absent or the viewer may not read it. */
export const ArticleQuery = graphql(
  `
    query Article($slug: String!) {
      article(slug: $slug) {
        ...ArticleCardFields
        content
      }
    }
  `,
  [ArticleCardFields],
);

export const DealCardFields = graphql(`
  fragment DealCardFields on Deal {
    id
    title
    subtitle
    image
    link
  }
`);

/** Deals for signed-in users, newest first. */
export const DealsQuery = graphql(
  `
    query Deals($first: Int, $page: Int) {
      deals(first: $first, page: $page) {
        data {
          ...DealCardFields
        }
        paginatorInfo {
          hasMorePages
        }
      }
    }
  `,
  [DealCardFields],
);

export type ArticleCardData = ResultOf<typeof ArticleCardFields>;
export type DealCardData = ResultOf<typeof DealCardFields>;
export type ArticleFilter = Pick<VariablesOf<typeof ArticlesQuery>, 'availability' | 'type' | 'excludeSlugs'>;
