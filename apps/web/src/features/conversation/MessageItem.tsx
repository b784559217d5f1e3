import { Alert, Group, Text } from '@mantine/core';
import { CONVERSATION_MSG } from '@mp/domain';
import type { ThreadMessage } from './documents';
import { MessageAttachments } from './MessageAttachments';
import { MessageBody } from './MessageBody';
import { MESSAGES_TEXT } from './texts';
import { londonDateTime, readerTimeIfDifferent } from './time';
import classes from './Thread.module.css';

interface MessageItemProps {
  message: ThreadMessage;
  /** Written by the viewer's side (their own, or a colleague's): shown on the right. */
  own: boolean;
  seen: boolean;
}

/** One message: who wrote it and what they are, the words (plain text, addresses linked), when, and the warnings. */
export function MessageItem({ message: m, own, seen }: MessageItemProps) {
  const author = m.deleted_author ? MESSAGES_TEXT.formerMember : m.mine ? MESSAGES_TEXT.you : (m.author_name ?? MESSAGES_TEXT.formerMember);
  return (
    <li className={classes.item} data-own={own || undefined} data-testid="message">
      <div className={classes.bubble}>
        <Group gap={6} wrap="wrap" align="baseline">
          <Text size="sm" fw={700}>
            {author}
          </Text>
          {m.author_detail && !m.mine && (
            <Text size="xs" c="dimmed">
              {m.author_detail}
            </Text>
          )}
        </Group>
        <Text size="sm" className={m.deleted_author ? `${classes.body} ${classes.deleted}` : classes.body} c={m.deleted_author ? 'dimmed' : undefined}>
          {m.deleted_author ? CONVERSATION_MSG.deletedAccount : <MessageBody body={m.body} />}
        </Text>
        {!m.deleted_author && <MessageAttachments files={m.attachments} />}
        <Text size="xs" c="dimmed" mt={4}>
          <time dateTime={m.created_at} title={readerTimeIfDifferent(m.created_at)}>
            {londonDateTime(m.created_at)}
          </time>
        </Text>
      </div>
      {m.payment_warning && (
        <Alert color="yellow" variant="light" py={6} px="sm" className={classes.warning} data-testid="payment-warning">
          <Text size="xs" fw={600}>
            {CONVERSATION_MSG.paymentWarning}
          </Text>
        </Alert>
      )}
      {seen && (
        <Text size="xs" c="dimmed" data-testid="seen">
          {MESSAGES_TEXT.seen}
        </Text>
      )}
    </li>
  );
}
