import { Anchor } from '@mantine/core';
import classes from './case-studies.module.css';

/**
 * A video of a case study: the player when the server rebuilt one from a YouTube or Vimeo link (the CSP's frame-src
 * allows those two hosts only), else the link itself. The frame sends the origin as referrer (the players need it;
 * the app's own policy sends none) and runs sandboxed with what a player needs.
 */
export function VideoPlayer({ url, embedUrl, title }: { url: string | null; embedUrl: string | null; title: string }) {
  if (embedUrl) {
    return (
      <div className={classes.player}>
        <iframe
          src={embedUrl}
          title={title}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      </div>
    );
  }
  if (!url) return null;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer nofollow" style={{ overflowWrap: 'anywhere' }}>
      {url}
    </Anchor>
  );
}
