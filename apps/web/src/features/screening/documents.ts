import { graphql, type ResultOf } from '../../graphql';

/** A question whole, with what meets it: the posting team's reading (the edit form, the answers as asked). */
export const ScreeningQuestionFields = graphql(`
  fragment ScreeningQuestionFields on ScreeningQuestion {
    id
    kind
    text
    must_have
    required_answer
    minimum
    options
    accepted_options
  }
`);
export type ScreeningQuestion = ResultOf<typeof ScreeningQuestionFields>;

/** A post's questions now and its auto-decline switch (the edit form starts from them). */
export const PostScreeningFields = graphql(
  `
    fragment PostScreeningFields on PostScreening {
      auto_decline
      questions {
        ...ScreeningQuestionFields
      }
    }
  `,
  [ScreeningQuestionFields],
);
export type PostScreening = ResultOf<typeof PostScreeningFields>;

/** An applicant's answer with the question as it was asked. */
export const ScreeningAnswerFields = graphql(
  `
    fragment ScreeningAnswerFields on ScreeningAnswer {
      value
      meets
      question {
        ...ScreeningQuestionFields
      }
    }
  `,
  [ScreeningQuestionFields],
);
export type ScreeningAnswer = ResultOf<typeof ScreeningAnswerFields>;

/** What the apply step asks: the questions and which are must-haves, never what meets them. */
export const SeekerScreeningFields = graphql(`
  fragment SeekerScreeningFields on SeekerScreening {
    auto_decline
    questions {
      id
      kind
      text
      must_have
      options
    }
  }
`);
export type SeekerScreening = ResultOf<typeof SeekerScreeningFields>;
export type SeekerQuestion = SeekerScreening['questions'][number];

export const SetScreeningQuestionsMutation = graphql(
  `
    mutation SetScreeningQuestions($opportunityId: ID!, $questions: [ScreeningQuestionInput!]!, $autoDecline: Boolean!) {
      setScreeningQuestions(opportunityId: $opportunityId, questions: $questions, autoDecline: $autoDecline) {
        ...PostScreeningFields
      }
    }
  `,
  [PostScreeningFields],
);
