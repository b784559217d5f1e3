import { graphql } from '../../graphql';
import { OpportunityCardFields } from './card-documents';

/** The public board (/jobs): a page of open published posts, the seekers' filters. */
export const JobBoardQuery = graphql(
  `
    query JobBoard($target: OpportunityTarget, $filters: OpportunitySearchInput, $page: Int) {
      jobBoard(target: $target, filters: $filters, page: $page) {
        data { slug ...OpportunityCardFields }
        paginatorInfo { count currentPage hasMorePages total }
      }
    }
  `,
  [OpportunityCardFields],
);

/** The disciplines, for the board's filter (public). */
export const BoardDisciplinesQuery = graphql(`
  query BoardDisciplines { industries { id name } }
`);
