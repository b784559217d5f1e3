import { Anchor } from '@mantine/core';

const URL_RE = /(https?:\/\/[^\s<>"']+)/g;

/** Plain text with its web addresses as links (an email's reset or sign-in link can be followed from here). */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_RE).map((part, i) =>
        i % 2 === 1 ? (
          <Anchor key={i} href={part} target="_blank" rel="noreferrer noopener">
            {part}
          </Anchor>
        ) : (
          part
        ),
      )}
    </>
  );
}
