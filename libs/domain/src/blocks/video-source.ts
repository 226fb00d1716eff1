import type { MediaSourceType } from './block-media.js';
import { httpsAddress, uploadedMediaPath } from './https-address.js';

/**
 * What the video block plays, read from its video_url (block-configuration §3, Video): a YouTube
 * or Vimeo video, played in the site's own player inside a sandboxed frame, or a video file at an
 * https address, played by the browser. Nothing but https is ever played. Zod-free: the published
 * viewer reads it.
 */
export type VideoSource =
  | { kind: 'youtube'; id: string }
  /** `hash`: the private link's key of an unlisted Vimeo video. */
  | { kind: 'vimeo'; id: string; hash?: string }
  | { kind: 'file'; src: string };

export const VIDEO_URL_MESSAGE =
  'Enter the https:// address of a YouTube or Vimeo video, or of a video file (.mp4, .webm).';
export const VIDEO_UPLOAD_MESSAGE = 'Upload the video file again: this one is not stored here.';
export const VIDEO_UNPLAYABLE_MESSAGE =
  'Turn on Controls or Autoplay (or, for a video file, a play button): without one, visitors could never start the video.';
export const VIDEO_AUTOPLAY_MESSAGE =
  'Turn on Muted to autoplay the video: browsers only start muted videos on their own.';

export const VIDEO_ASPECT_RATIOS = ['16:9', '4:3', '1:1', '21:9'] as const;

/** What the video's box does under the pointer (block-configuration §3, Video: hover effect). */
export const VIDEO_HOVER_EFFECTS = ['none', 'zoom', 'lift', 'glow'] as const;
export type VideoHoverEffect = (typeof VIDEO_HOVER_EFFECTS)[number];

/**
 * The big play button over a video file before it plays (play button style); YouTube and Vimeo
 * draw their own. 'none' leaves starting it to the controls or autoplay.
 */
export const VIDEO_PLAY_BUTTON_STYLES = ['circle', 'rounded', 'square', 'none'] as const;
export type VideoPlayButtonStyle = (typeof VIDEO_PLAY_BUTTON_STYLES)[number];
export type VideoAspectRatio = (typeof VIDEO_ASPECT_RATIOS)[number];

/** The block's width on the page; the height follows from the aspect ratio. */
export const VIDEO_SIZES = ['Small', 'Medium', 'Large', 'Full'] as const;
export type VideoSize = (typeof VIDEO_SIZES)[number];
export const VIDEO_MAX_WIDTH: Readonly<Record<VideoSize, string>> = {
  Small: '480px',
  Medium: '720px',
  Large: '960px',
  Full: '100%',
};

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;

/**
 * The sandbox of the YouTube and Vimeo players. Their players need their own origin (their
 * storage and media keys), which allow-same-origin gives them: the frame's address is always one
 * of those two sites (videoPlayerAddress), never the app's, so the player can reach nothing of
 * the app's page. Pasted iframe code gets the stricter IFRAME_SANDBOX.
 */
export const VIDEO_PLAYER_SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation';

/** An https address split into its host (lower-cased, without www. or m.), path segments and query. */
function partsOf(address: string) {
  const match = /^https:\/\/([^/?#:]+)(?::\d+)?([^?#]*)(?:\?([^#]*))?/i.exec(address);
  if (!match) return null;
  const query = new Map<string, string>();
  for (const pair of (match[3] ?? '').split('&')) {
    const at = pair.indexOf('=');
    if (at > 0) query.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return {
    host: match[1]!.toLowerCase().replace(/^(www\.|m\.)/, ''),
    segments: (match[2] ?? '').split('/').filter(Boolean),
    query,
  };
}

/** The video at `url`, or null when it is no https address (see httpsAddress). */
export function videoSourceOf(url: string): VideoSource | null {
  const address = httpsAddress(url);
  const parts = address === null ? null : partsOf(address);
  if (address === null || parts === null) return null;
  const { host, segments, query } = parts;
  if (host === 'youtu.be') return youtube(segments[0]);
  // A playlist's embed address has the word in place of an id.
  if (segments[1] === 'videoseries') return null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') return youtube(query.get('v'));
    if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) return youtube(segments[1]);
    return null;
  }
  if (host === 'vimeo.com') {
    // The video is the last number of the path (vimeo.com/123, /channels/name/123,
    // /showcase/9/video/123); an unlisted one's key follows it or comes as ?h=.
    const at = segments.findLastIndex((segment) => VIMEO_ID.test(segment));
    return vimeo(segments[at], segments[at + 1] ?? query.get('h'));
  }
  if (host === 'player.vimeo.com' && segments[0] === 'video')
    return vimeo(segments[1], query.get('h'));
  return { kind: 'file', src: address };
}

/**
 * What a video block plays: its uploaded file when video_type is 'Upload', else its video_url;
 * null when the chosen one is empty or not a video Tessera plays.
 */
export function videoOf(settings: {
  video_type: MediaSourceType;
  video_url: string;
  video_upload: string;
}): VideoSource | null {
  if (settings.video_type === 'URL') return videoSourceOf(settings.video_url);
  const src = uploadedMediaPath(settings.video_upload);
  return src === null ? null : { kind: 'file', src };
}

function youtube(id: string | undefined): VideoSource | null {
  return id && YOUTUBE_ID.test(id) ? { kind: 'youtube', id } : null;
}

function vimeo(id: string | undefined, hash: string | undefined): VideoSource | null {
  if (!id || !VIMEO_ID.test(id)) return null;
  return hash && VIMEO_HASH.test(hash) ? { kind: 'vimeo', id, hash } : { kind: 'vimeo', id };
}

export type VideoPlayback = { autoplay: boolean; muted: boolean; controls: boolean; loop: boolean };

/**
 * The address of the site's own player for a YouTube or Vimeo video, with the block's playback
 * settings (YouTube's privacy-enhanced host: no cookies until the visitor plays it).
 */
export function videoPlayerAddress(
  source: Extract<VideoSource, { kind: 'youtube' | 'vimeo' }>,
  playback: VideoPlayback,
): string {
  const flag = (on: boolean) => (on ? '1' : '0');
  const common = `autoplay=${flag(playback.autoplay)}`;
  const rest = `controls=${flag(playback.controls)}&loop=${flag(playback.loop)}&playsinline=1`;
  // Ids and keys are letters, digits, '-' and '_' only (see youtube and vimeo): nothing to escape.
  if (source.kind === 'youtube') {
    // YouTube loops a single video only as a playlist of itself.
    const playlist = playback.loop ? `&playlist=${source.id}` : '';
    return `https://www.youtube-nocookie.com/embed/${source.id}?${common}&mute=${flag(playback.muted)}&${rest}&rel=0${playlist}`;
  }
  const hash = source.hash ? `h=${source.hash}&` : '';
  return `https://player.vimeo.com/video/${source.id}?${hash}${common}&muted=${flag(playback.muted)}&${rest}`;
}

/** CSS aspect-ratio of a setting ('16:9' → '16 / 9'). */
export function videoAspectRatio(ratio: VideoAspectRatio): string {
  return ratio.replace(':', ' / ');
}
