import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../app/api-client';
import {
  FinishPasskeyRegistrationMutation,
  MyPasskeysQuery,
  RemovePasskeyMutation,
  RenamePasskeyMutation,
  StartPasskeyRegistrationMutation,
} from './documents';
import { createPasskey } from './webauthn';

/** The viewer's passkeys (decision 0064). */
export const passkeysQuery = () =>
  queryOptions({
    queryKey: ['passkeys'],
    queryFn: async () => (await gqlRequest(MyPasskeysQuery, {})).myPasskeys,
    staleTime: 0,
  });

function useRefreshPasskeys() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ['passkeys'] }), client.invalidateQueries({ queryKey: ['second-factors'] })]);
}

/** The server's options, the authenticator's new credential, then the server keeps it under its name. */
export function useAddPasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = (await gqlRequest(StartPasskeyRegistrationMutation, {})).startPasskeyRegistration;
      const response = await createPasskey(options);
      return (await gqlRequest(FinishPasskeyRegistrationMutation, { input: { name, response } })).finishPasskeyRegistration;
    },
    onSuccess: () => void refresh(),
  });
}

export function useRenamePasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: (input: { id: string; name: string }) => gqlRequest(RenamePasskeyMutation, { input }),
    onSuccess: () => void refresh(),
  });
}

export function useRemovePasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: (id: string) => gqlRequest(RemovePasskeyMutation, { input: { id } }),
    onSuccess: () => void refresh(),
  });
}
