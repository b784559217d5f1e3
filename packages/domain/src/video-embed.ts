/**
 * A case study's video link as a player address (decision 0051). Only YouTube and Vimeo play in a
 * frame, matched by the exact host and rebuilt from a validated id, so nothing of the given link but the id
 * reaches the frame; every other link (another host, `youtube.com@evil.test`, a lookalike) is a plain link.
 */

export type VideoProvider = 'youtube' | 'vimeo';
export interface VideoEmbed {
  provider: VideoProvider;
  /** The player's address: youtube-nocookie.com/embed/{id} or player.vimeo.com/video/{id}. */
  embedUrl: string;
}

/** The hosts the players are served from: the CSP's `frame-src` allows these and no others. */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{1,12}$/;

function parse(link: string): URL | null {
  try {
    const url = new URL(link.trim());
    // A user part or a port is never a real player link (`https://www.youtube.com@evil.test/`).
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port) return null;
    return url;
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | undefined {
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'youtu.be') return parts[0];
  if (parts[0] === 'watch') return url.searchParams.get('v') ?? undefined;
  if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') return parts[1];
  return undefined;
}

function vimeoId(url: URL): string | undefined {
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'player.vimeo.com') return parts[0] === 'video' ? parts[1] : undefined;
  return parts.length === 1 ? parts[0] : undefined;
}

/** The player for `link`, or null when it is to be shown as a plain link. */
export function videoEmbed(link: string | null | undefined): VideoEmbed | null {
  const url = link ? parse(link) : null;
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host)) {
    const id = youtubeId(url);
    return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${id}` } : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = vimeoId(url);
    return id && VIMEO_ID.test(id) ? { provider: 'vimeo', embedUrl: `https://player.vimeo.com/video/${id}` } : null;
  }
  return null;
}
