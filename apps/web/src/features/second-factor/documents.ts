import { graphql } from '../../graphql';
import { SessionUserFields } from '../../app/session/documents';

export const CompleteSignInMutation = graphql(
  `
    mutation CompleteSignIn($input: SecondStepInput!) {
      completeSignIn(input: $input) {
        access_token
        ...SessionUserFields
      }
    }
  `,
  [SessionUserFields],
);

export const MySecondFactorsQuery = graphql(`
  query MySecondFactors {
    mySecondFactors {
      totp
      recovery_codes_left
      session_proved
      fresh
    }
  }
`);

export const StartTotpSetupMutation = graphql(`
  mutation StartTotpSetup {
    startTotpSetup {
      secret
      uri
    }
  }
`);

export const ConfirmTotpSetupMutation = graphql(`
  mutation ConfirmTotpSetup($input: ConfirmTotpInput!) {
    confirmTotpSetup(input: $input) {
      codes
    }
  }
`);

export const DisableTotpMutation = graphql(`
  mutation DisableTotp($input: DisableTotpInput!) {
    disableTotp(input: $input)
  }
`);

export const ConfirmSecondFactorMutation = graphql(`
  mutation ConfirmSecondFactor($input: ConfirmSecondFactorInput!) {
    confirmSecondFactor(input: $input) {
      recovery_codes_left
    }
  }
`);

export const RenewRecoveryCodesMutation = graphql(`
  mutation RenewRecoveryCodes {
    renewRecoveryCodes {
      codes
    }
  }
`);
