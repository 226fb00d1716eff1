import { describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed } from '@tessera/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { IframeBlock } from './IframeBlock.js';

const iframe = (settings: Record<string, unknown>): BlockDto => ({
  id: 'i1',
  type: 'iframe',
  position: 0,
  ...blockSettingsAsServed('iframe', settings),
});

const render = (block: BlockDto, canEdit = false) =>
  renderToStaticMarkup(
    <IframeBlock block={block} data={undefined} viewer={{ canEdit, email: null }} />,
  );

describe('IframeBlock', () => {
  it('frames the pasted https page in a sandbox without the app’s origin, nothing else pasted', () => {
    const html = render(
      iframe({
        title: 'Our office',
        iframe_code:
          '<iframe src="https://maps.example/embed" height="300" allowfullscreen onload="steal()"></iframe><script>steal()</script>',
      }),
    );
    expect(html).toContain('<h2 class="ts-block__title">Our office</h2>');
    expect(html).toContain('src="https://maps.example/embed"');
    expect(html).toContain(
      'sandbox="allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-presentation"',
    );
    expect(html).not.toContain('allow-same-origin');
    expect(html).toContain('allowFullScreen=""');
    expect(html).toContain('height:300px');
    expect(html).not.toContain('steal');
  });

  it('tells the owner to paste code, and a visitor that nothing is embedded yet', () => {
    expect(render(iframe({}), true)).toContain('Paste the iframe code');
    expect(render(iframe({}))).toContain('Nothing is embedded here yet.');
  });

  it('shows what is wrong with settings the schema refuses', () => {
    expect(render(iframe({ iframe_code: '<iframe src="http://example.com"></iframe>' }))).toContain(
      'This iframe block needs its settings fixed: iframe_code:',
    );
  });
});
