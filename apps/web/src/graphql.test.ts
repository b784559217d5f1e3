import { describe, expect, it } from 'vitest';
import { documentText, graphql } from './graphql';

describe('graphql documents', () => {
  const Person = graphql(`
    fragment Person on User {
      id
      name
    }
  `);
  const Member = graphql(
    `
      fragment Member on TeamUser {
        id
        user {
          ...Person
        }
      }
    `,
    [Person],
  );

  it('send their own text, then each fragment they spread, once', () => {
    const query = graphql(
      `
        query Team {
          me {
            ...Person
            teamUser {
              ...Member
            }
          }
        }
      `,
      [Person, Member],
    );
    const text = documentText(query);
    expect(text.indexOf('query Team')).toBeLessThan(text.indexOf('fragment Member'));
    expect(text.match(/fragment Person on User/g)).toHaveLength(1);
    expect(text.match(/fragment Member on TeamUser/g)).toHaveLength(1);
  });

  it('a fragment carries the fragments it spreads, and itself once', () => {
    const text = documentText(Member);
    expect(text.match(/fragment Member on TeamUser/g)).toHaveLength(1);
    expect(text.match(/fragment Person on User/g)).toHaveLength(1);
  });

  it('an operation without fragments is its own text', () => {
    const query = graphql(`
      query Me {
        me {
          id
        }
      }
    `);
    expect(documentText(query).trim()).toBe(`query Me {\n        me {\n          id\n        }\n      }`);
  });
});
