import { Anchor } from '@mantine/core';
import { linkify } from './linkify';

/** A message's words as text, its addresses as links that leave the site (rel: no endorsement, user content, no opener). */
export function MessageBody({ body }: { body: string }) {
  return (
    <>
      {linkify(body).map((piece, i) =>
        piece.href ? (
          <Anchor key={i} href={piece.href} target="_blank" rel="nofollow ugc noopener" inherit underline="always">
            {piece.text}
          </Anchor>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
