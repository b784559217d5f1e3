import type { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

type Graphql = ReturnType<typeof initGraphQLTada<{ introspection: introspection; disableMasking: true }>>;

/** What a document is at run time: the text it sends, and the fragment definitions it carries by name. */
interface SourceDocument {
  readonly kind: 'Document';
  readonly text: string;
  readonly fragments: ReadonlyMap<string, string>;
}

const FRAGMENT_NAME = /^\s*fragment\s+(\w+)/;

function sourceDocument(source: string, spread: readonly SourceDocument[] = []): SourceDocument {
  const fragments = new Map<string, string>();
  for (const document of spread) for (const [name, text] of document.fragments) fragments.set(name, text);
  const own = FRAGMENT_NAME.exec(source)?.[1];
  if (own) fragments.delete(own);
  const text = [source, ...fragments.values()].join('\n');
  if (own) fragments.set(own, source);
  return { kind: 'Document', text, fragments };
}

/**
 * Typed GraphQL documents checked against apps/api/schema.graphql (run `npm run codegen -w @mp/web` after it
 * changes). gql.tada types each document when the code compiles; when it runs, a document only has to carry
 * its text (the API parses it). gql.tada's own `graphql()` parses every document as its module loads, and
 * brought a GraphQL parser into the script every page starts with: this one joins the text and the
 * fragments it spreads, each once.
 */
export const graphql = sourceDocument as unknown as Graphql;

/** The text to send for a document made by `graphql`. */
export function documentText(document: unknown): string {
  return (document as SourceDocument).text;
}

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
