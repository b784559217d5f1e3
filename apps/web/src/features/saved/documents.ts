import { graphql, type ResultOf } from '../../graphql';

/** Saved posts: the toggle, the list, the count, and one post's flag. */
export const SetPostSavedMutation = graphql(`
  mutation SetPostSaved($id: ID!, $saved: Boolean!, $idempotencyKey: String) {
    setPostSaved(id: $id, saved: $saved, idempotencyKey: $idempotencyKey) {
      id
      isSaved
    }
  }
`);

export const SavedPostsQuery = graphql(`
  query SavedPosts($first: Int, $page: Int) {
    savedPosts(first: $first, page: $page) {
      data {
        saved_at
        post {
          id
          slug
          target
          title
          location
          closed
          isSaved
          company { id name }
        }
      }
      paginatorInfo {
        currentPage
        hasMorePages
        total
      }
    }
  }
`);

export const SavedPostsCountQuery = graphql(`
  query SavedPostsCount {
    savedPostsCount
  }
`);

/** The flag of one post by its slug, for a page whose post came without it (the public page's served HTML). */
export const PostSavedQuery = graphql(`
  query PostSaved($slug: String!) {
    publicJob(slug: $slug) {
      id
      isSaved
    }
  }
`);

export type SavedPostRow = ResultOf<typeof SavedPostsQuery>['savedPosts']['data'][number];
