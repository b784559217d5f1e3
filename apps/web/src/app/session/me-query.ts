/** The key of the signed-in user's `me` query (useMeSync), seeded at sign-in and by the server's render. */
export const meQueryKey = (token: string | undefined) => ['me', token] as const;
