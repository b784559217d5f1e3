import { Alert, Group, Text } from '@mantine/core';
import { CONVERSATION_MSG, REPORT_MSG } from '@mp/domain';
import type { ThreadMessage } from './documents';
import { MessageAttachments } from './MessageAttachments';
import { MessageBody } from './MessageBody';
import { ReportMessageButton } from './ReportMessageButton';
import { MESSAGES_TEXT } from './texts';
import { londonDateTime, readerTimeIfDifferent } from './time';
import classes from './Thread.module.css';

interface MessageItemProps {
  message: ThreadMessage;
  /** Written by the viewer's side (their own, or a colleague's): shown on the right. */
  own: boolean;
  seen: boolean;
}

/**
 * One message: who wrote it and what they are, the words (plain text, addresses linked), when, and the warnings; a
 * message Onbrief removed after a report keeps its place without its words or files. The other side's messages can be
 * reported.
 */
export function MessageItem({ message: m, own, seen }: MessageItemProps) {
  const gone = m.deleted_author || m.removed;
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
        <Text size="sm" className={gone ? `${classes.body} ${classes.deleted}` : classes.body} c={gone ? 'dimmed' : undefined} data-testid={m.removed ? 'removed-message' : undefined}>
          {m.deleted_author ? CONVERSATION_MSG.deletedAccount : m.removed ? REPORT_MSG.removedMessage : <MessageBody body={m.body} />}
        </Text>
        {!gone && <MessageAttachments files={m.attachments} />}
        <Group gap="xs" mt={4} justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed">
            <time dateTime={m.created_at} title={readerTimeIfDifferent(m.created_at)}>
              {londonDateTime(m.created_at)}
            </time>
          </Text>
          {!own && !gone && <ReportMessageButton messageId={m.id} />}
        </Group>
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
