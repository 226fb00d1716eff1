/** The only schemes a link setting or a link inside owner HTML may use. */
export const SAFE_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

export const SAFE_LINK_MESSAGE =
  'Enter a link starting with http://, https://, mailto: or tel:, or a page of this app such as /about.';

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
/**
 * Browsers drop tabs and newlines inside a URL and read a backslash as a slash, so "java\tscript:"
 * is javascript: and "/\evil.example" is another site; quotes and angle brackets would end an HTML
 * attribute in a consumer that pastes links into markup. Such characters are refused anywhere.
 */
const REFUSED_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\<>"'`]/;
/** An absolute http(s) address names a host right after the slashes. */
const WEB_ADDRESS = /^https?:\/\/[^/?#]/i;
/**
 * A page of this app: "/about", "about", "team/people", optionally with ?query and #hash; never
 * "//host" (another site). Path characters exclude "&", so an HTML entity ("&#106;avascript:")
 * cannot smuggle a scheme past a consumer that decodes entities.
 */
const APP_PAGE = /^(?!\/\/)\/?[\w\-.~/%]*(?:\?[^#]*)?(?:#.*)?$/;

/** A relative link to one of the app's own pages (a page slug or path), never another site. */
export function isAppPageLink(value: string): boolean {
  return value === '' || (!REFUSED_CHARACTERS.test(value) && APP_PAGE.test(value));
}

export const APP_PAGE_LINK_MESSAGE = 'Choose a page of this app.';

/**
 * A link an owner may store: http, https, mailto or tel, or a relative link to the app's own pages.
 * The empty link means "none". The value is judged as a browser would read it (case-insensitive
 * scheme, hidden characters), so obfuscated javascript:, data: and vbscript: links are refused.
 */
export function isSafeLink(value: string): boolean {
  if (value === '') return true;
  if (REFUSED_CHARACTERS.test(value)) return false;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return isAppPageLink(value);
  switch (scheme) {
    case 'http':
    case 'https':
      return WEB_ADDRESS.test(value);
    case 'mailto':
    case 'tel':
      return value.length > scheme.length + 1;
    default:
      return false;
  }
}
