/**
 * A thread's page under the group's prefix (the notice mail links to /{group}/messages/{applicationId}; the applied
 * list writes it too, without importing this feature, whose index would bring the thread's code to the dashboard).
 */
export const threadPath = (applicationId: string) => `messages/${applicationId}`;

export const INBOX_PATH = 'messages';
