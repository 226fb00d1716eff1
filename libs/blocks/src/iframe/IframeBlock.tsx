import { embeddedFrameOf, IFRAME_SANDBOX } from '@tessera/domain';
import { useMemo } from 'react';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import type { BlockRendererProps } from '../types.js';

/**
 * The page whose iframe code the owner pasted, framed by the block itself: only its https address
 * and a few attributes are used (embeddedFrameOf), in a sandbox without the app's origin, so
 * nothing pasted runs in the app's page.
 */
export function IframeBlock({ block, viewer }: BlockRendererProps) {
  const parsed = useBlockSettings('iframe', block);
  const code = parsed.success ? parsed.settings.iframe_code : '';
  const frame = useMemo(() => embeddedFrameOf(code), [code]);
  if (!parsed.success) return <InvalidSettings type="iframe" message={parsed.message} />;
  const settings = parsed.settings;
  return (
    <BlockFrame title={settings.title} fallbackLabel="Iframe" colors={settings}>
      {frame ? (
        <iframe
          className="ts-iframe"
          src={frame.src}
          title={frame.title}
          sandbox={IFRAME_SANDBOX}
          allow={frame.allow.length > 0 ? frame.allow.join('; ') : undefined}
          allowFullScreen={frame.allowFullscreen}
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
          style={{ height: frame.height }}
        />
      ) : (
        <p className="ts-block__empty">
          {viewer.canEdit
            ? 'Paste the iframe code of the page to show in this block’s settings.'
            : 'Nothing is embedded here yet.'}
        </p>
      )}
    </BlockFrame>
  );
}
