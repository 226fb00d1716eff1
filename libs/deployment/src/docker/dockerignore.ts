/**
 * A .dockerignore read the way Docker reads it: one pattern a line (`#` comments, blank lines
 * skipped), `*` and `?` within a path segment, `**` across any number of them, `!` re-including
 * what an earlier pattern left out; the last pattern that matches decides, and a pattern that
 * matches a directory leaves out everything under it. Character classes (`[a-z]`) are read as
 * plain text: no pattern here uses them.
 */
export type IgnorePattern = { pattern: string; exception: boolean; regex: RegExp };

export function parseDockerignore(text: string): IgnorePattern[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const exception = line.startsWith('!');
      const pattern = cleanPath(exception ? line.slice(1).trim() : line);
      return { pattern, exception, regex: patternRegex(pattern) };
    });
}

/** Whether `path` (relative to the context, `/`-separated) stays out of the build context. */
export function isIgnored(patterns: readonly IgnorePattern[], path: string): boolean {
  const candidates = parentsAndSelf(cleanPath(path));
  let ignored = false;
  for (const { exception, regex } of patterns) {
    if (candidates.some((candidate) => regex.test(candidate))) ignored = !exception;
  }
  return ignored;
}

/** The patterns alone, in order: what two files must share to behave the same. */
export function patternList(patterns: readonly IgnorePattern[]): string[] {
  return patterns.map(({ pattern, exception }) => (exception ? `!${pattern}` : pattern));
}

function cleanPath(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.')
    .join('/');
}

/** `a/b/c` gives `a`, `a/b` and `a/b/c`: a pattern matching a parent covers the path too. */
function parentsAndSelf(path: string): string[] {
  const segments = path.split('/');
  return segments.map((_, index) => segments.slice(0, index + 1).join('/'));
}

function patternRegex(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern.charAt(i);
    if (char === '*' && pattern.charAt(i + 1) === '*') {
      // `**/` may match no directory at all; a trailing `**` matches everything below.
      const slash = pattern.charAt(i + 2) === '/';
      source += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}
