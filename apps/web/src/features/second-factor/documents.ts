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
      passkeys
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

export const MyPasskeysQuery = graphql(`
  query MyPasskeys {
    myPasskeys {
      id
      name
      created_at
      last_used_at
    }
  }
`);

export const StartPasskeyRegistrationMutation = graphql(`
  mutation StartPasskeyRegistration {
    startPasskeyRegistration
  }
`);

export const FinishPasskeyRegistrationMutation = graphql(`
  mutation FinishPasskeyRegistration($input: RegisterPasskeyInput!) {
    finishPasskeyRegistration(input: $input) {
      id
      name
    }
  }
`);

export const RenamePasskeyMutation = graphql(`
  mutation RenamePasskey($input: RenamePasskeyInput!) {
    renamePasskey(input: $input) {
      id
      name
    }
  }
`);

export const RemovePasskeyMutation = graphql(`
  mutation RemovePasskey($input: RemovePasskeyInput!) {
    removePasskey(input: $input)
  }
`);

export const PasskeyOptionsMutation = graphql(`
  mutation PasskeyOptions($input: PasskeyOptionsInput!) {
    passkeyOptions(input: $input)
  }
`);

export const SignInWithPasskeyMutation = graphql(
  `
    mutation SignInWithPasskey($input: PasskeySignInInput!) {
      signInWithPasskey(input: $input) {
        access_token
        ...SessionUserFields
      }
    }
  `,
  [SessionUserFields],
);
