import { httpsAddress } from './https-address.js';

/**
 * The iframe block's embedded page, read from the code an owner pasted (block-configuration §3,
 * Iframe: "Pasted iframe code"). Only the first <iframe> tag is read, and of it only its https
 * address and a few harmless attributes; everything else pasted (scripts, other tags, event
 * handlers, srcdoc, sandbox escapes) is dropped. The block draws its own sandboxed iframe from
 * these values and never the pasted HTML. A bare https address pasted on its own is read too.
 */
export type EmbeddedFrame = {
  /** An https address (nothing else is ever framed). */
  src: string;
  title: string;
  /** In CSS pixels; the frame always takes the block's full width. */
  height: number;
  /** Permission-policy features the pasted code asked for, of FRAME_PERMISSIONS only. */
  allow: FramePermission[];
  allowFullscreen: boolean;
};

export const IFRAME_HEIGHT = { default: 450, min: 100, max: 2000 } as const;
export const IFRAME_DEFAULT_TITLE = 'Embedded content';

/** What an embedded page may ask the browser for (video players, maps, forms). */
export const FRAME_PERMISSIONS = [
  'autoplay',
  'clipboard-write',
  'encrypted-media',
  'fullscreen',
  'gyroscope',
  'accelerometer',
  'picture-in-picture',
  'web-share',
] as const;
export type FramePermission = (typeof FRAME_PERMISSIONS)[number];

/**
 * The sandbox every embedded page runs in: its scripts, forms and popups work, but never with the
 * app's origin (no allow-same-origin), and it cannot navigate the app's page. Its popups leave the
 * sandbox (a video's "Watch on …", a map's "Open in …" link): a site opened in a tab of its own
 * cannot work sandboxed, and a new tab holds nothing of the app.
 */
export const IFRAME_SANDBOX =
  'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-presentation';

export const IFRAME_CODE_MESSAGE =
  'Paste iframe code whose address (src) starts with https://, or the https:// address itself.';

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
};

/** An attribute value as the browser would read it (the common named and numeric entities). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** The attributes of the first <iframe> start tag in `code`, names lower-cased; null without one. */
function firstIframeAttributes(code: string): Map<string, string> | null {
  const start = /<iframe(?=[\s/>])/i.exec(code);
  if (!start) return null;
  const attributes = new Map<string, string>();
  const attribute =
    /\s*([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?|\s*\/|\s*(>)/y;
  attribute.lastIndex = start.index + start[0].length;
  for (let match = attribute.exec(code); match; match = attribute.exec(code)) {
    if (match[5]) return attributes;
    const name = match[1]?.toLowerCase();
    if (name && !attributes.has(name))
      attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  // No closing '>': not a tag the browser would draw.
  return null;
}

function heightOf(value: string | undefined): number {
  const pixels = value?.trim().match(/^(\d{1,5})(?:px)?$/i);
  if (!pixels) return IFRAME_HEIGHT.default;
  return Math.min(IFRAME_HEIGHT.max, Math.max(IFRAME_HEIGHT.min, Number(pixels[1])));
}

function permissionsOf(value: string | undefined): FramePermission[] {
  const asked = (value ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/)[0]?.toLowerCase() ?? '');
  return FRAME_PERMISSIONS.filter((permission) => asked.includes(permission));
}

/** The frame the pasted code describes, or null when it holds no https iframe (or address). */
export function embeddedFrameOf(code: string): EmbeddedFrame | null {
  const attributes = firstIframeAttributes(code);
  if (!attributes) {
    const src = httpsAddress(code);
    return src
      ? {
          src,
          title: IFRAME_DEFAULT_TITLE,
          height: IFRAME_HEIGHT.default,
          allow: [],
          allowFullscreen: false,
        }
      : null;
  }
  const src = httpsAddress(attributes.get('src') ?? '');
  if (!src) return null;
  const allow = permissionsOf(attributes.get('allow'));
  return {
    src,
    title: (attributes.get('title') ?? '').trim().slice(0, 200) || IFRAME_DEFAULT_TITLE,
    height: heightOf(attributes.get('height')),
    allow,
    allowFullscreen: attributes.has('allowfullscreen') || allow.includes('fullscreen'),
  };
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The iframe code stored for a frame: what was pasted, with nothing but what the block uses. */
export function embeddedFrameCode(frame: EmbeddedFrame): string {
  const attributes = [
    `src="${escapeAttribute(frame.src)}"`,
    `title="${escapeAttribute(frame.title)}"`,
    `height="${frame.height}"`,
    ...(frame.allow.length > 0 ? [`allow="${frame.allow.join('; ')}"`] : []),
    ...(frame.allowFullscreen ? ['allowfullscreen'] : []),
  ];
  return `<iframe ${attributes.join(' ')}></iframe>`;
}
