import { z } from './zod.js';
import {
  ATTACHMENT_MSG, ATTACHMENTS_PER_MESSAGE, BULK_MESSAGE_MSG, CONVERSATION_MSG, MESSAGE_BATCH_MAX, MESSAGE_MAX,
} from './conversation.js';

// The conversation's rules, apart from the texts and constants (conversation.ts) the dashboard imports: zod loads with the forms.
export const messageBodyRule = z
  .string({ error: CONVERSATION_MSG.empty })
  .trim()
  .min(1, CONVERSATION_MSG.empty)
  .max(MESSAGE_MAX, CONVERSATION_MSG.tooLong);

export const sendMessageSchema = z.object({
  body: messageBodyRule,
  /** Files uploaded for the thread first (ids as the upload answered them). */
  attachmentIds: z.array(z.union([z.string(), z.number()])).max(ATTACHMENTS_PER_MESSAGE, ATTACHMENT_MSG.tooMany).default([]),
});

/** The pipeline's bulk message: the chosen applications and the one message each of their threads gets. */
export const sendMessagesSchema = z.object({
  applicationIds: z
    .array(z.union([z.string(), z.number()]), { error: BULK_MESSAGE_MSG.none })
    .min(1, BULK_MESSAGE_MSG.none)
    .max(MESSAGE_BATCH_MAX, BULK_MESSAGE_MSG.tooMany),
  body: messageBodyRule,
});
