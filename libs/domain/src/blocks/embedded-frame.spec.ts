import { describe, expect, it } from '@jest/globals';
import {
  embeddedFrameCode,
  embeddedFrameOf,
  IFRAME_DEFAULT_TITLE,
  IFRAME_HEIGHT,
} from './embedded-frame.js';

const youtube =
  '<iframe width="560" height="315" src="https://www.youtube.com/embed/abc?si=x&amp;start=5" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; camera" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>';

describe('the frame read from pasted iframe code', () => {
  it("reads a site's embed code: its https address, title, height and the permissions it may ask for", () => {
    expect(embeddedFrameOf(youtube)).toEqual({
      src: 'https://www.youtube.com/embed/abc?si=x&start=5',
      title: 'YouTube video player',
      height: 315,
      allow: [
        'autoplay',
        'clipboard-write',
        'encrypted-media',
        'gyroscope',
        'accelerometer',
        'picture-in-picture',
        'web-share',
      ],
      allowFullscreen: true,
    });
  });

  it('reads an https address pasted on its own', () => {
    expect(embeddedFrameOf('  https://example.com/form  ')).toEqual({
      src: 'https://example.com/form',
      title: IFRAME_DEFAULT_TITLE,
      height: IFRAME_HEIGHT.default,
      allow: [],
      allowFullscreen: false,
    });
  });

  it('frames nothing but https', () => {
    for (const src of [
      'http://example.com',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//example.com',
      '/relative',
      'https://',
      'https://user@evil.example/',
      'https://exa mple.com/',
    ])
      expect(embeddedFrameOf(`<iframe src="${src}"></iframe>`)).toBeNull();
    expect(embeddedFrameOf('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBeNull();
    expect(embeddedFrameOf('<script>alert(1)</script>')).toBeNull();
    expect(embeddedFrameOf('')).toBeNull();
    expect(embeddedFrameOf('https://example.com/"onload="x')).toBeNull();
    expect(
      embeddedFrameOf('<iframe src="https://example.com/&quot;onload=&quot;x"></iframe>'),
    ).toBeNull();
  });

  it('leaves out everything pasted around and inside the tag that it does not use', () => {
    const frame = embeddedFrameOf(
      '<script>steal()</script><IFRAME SRC=https://example.com/x onload="steal()" sandbox="allow-same-origin allow-scripts" srcdoc="<b>x</b>" style="position:fixed"><script>steal()</script></IFRAME><img src=x onerror=steal()>',
    );
    expect(frame).toEqual({
      src: 'https://example.com/x',
      title: IFRAME_DEFAULT_TITLE,
      height: IFRAME_HEIGHT.default,
      allow: [],
      allowFullscreen: false,
    });
    expect(embeddedFrameCode(frame!)).toBe(
      `<iframe src="https://example.com/x" title="${IFRAME_DEFAULT_TITLE}" height="450"></iframe>`,
    );
  });

  it('reads only the first iframe, and no tag left unclosed', () => {
    expect(
      embeddedFrameOf('<iframe src="https://a.example"></iframe><iframe src="https://b.example">')
        ?.src,
    ).toBe('https://a.example');
    expect(embeddedFrameOf('<iframe src="https://a.example"')).toBeNull();
  });

  it('keeps the height within its bounds, and a height it cannot read at the default', () => {
    const height = (value: string) =>
      embeddedFrameOf(`<iframe src="https://a.example" height="${value}"></iframe>`)?.height;
    expect(height('20')).toBe(IFRAME_HEIGHT.min);
    expect(height('99999')).toBe(IFRAME_HEIGHT.max);
    expect(height('600px')).toBe(600);
    expect(height('100%')).toBe(IFRAME_HEIGHT.default);
  });

  it('writes the code back with its values escaped', () => {
    const frame = embeddedFrameOf(
      `<iframe src="https://a.example/?q=1&amp;r=2" title='"><script>x</script>'></iframe>`,
    )!;
    expect(frame.title).toBe('"><script>x</script>');
    const code = embeddedFrameCode(frame);
    expect(code).not.toContain('<script>');
    expect(embeddedFrameOf(code)).toEqual(frame);
  });
});
