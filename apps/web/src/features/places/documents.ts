import { graphql, type ResultOf } from '../../graphql';

/** Places whose name starts with the query, best first (the United Kingdom's first): any signed-in user. */
export const PlaceSearchQuery = graphql(`
  query PlaceSearch($query: String!) {
    placeSearch(query: $query) {
      id
      label
      kind
      countryCode
      lat
      lng
    }
  }
`);

export type PlaceOption = ResultOf<typeof PlaceSearchQuery>['placeSearch'][number];
