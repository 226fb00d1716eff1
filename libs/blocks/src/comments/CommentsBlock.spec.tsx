import { describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed } from '@tessera/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { CommentsBlock } from './CommentsBlock.js';
import { AUTHOR_LABELS, closedNote, postedAt } from './commentTexts.js';

const block = (settings: Record<string, unknown>): BlockDto => ({
  id: 'c1',
  type: 'comments',
  position: 0,
  ...blockSettingsAsServed('comments', settings),
});

describe('CommentsBlock', () => {
  it('draws the same loading frame on the server and at hydration, comments or not', () => {
    const comments = {
      load: () => new Promise<never>(() => undefined),
      post: () => Promise.resolve(),
      remove: () => Promise.resolve(),
    };
    const viewer = { canEdit: false, email: null };
    const withComments = renderToStaticMarkup(
      <CommentsBlock
        block={block({ title: 'Talk', subtitle: 'Say hi' })}
        data={undefined}
        viewer={viewer}
        comments={comments}
      />,
    );
    const without = renderToStaticMarkup(
      <CommentsBlock
        block={block({ title: 'Talk', subtitle: 'Say hi' })}
        data={undefined}
        viewer={viewer}
      />,
    );
    expect(withComments).toBe(without);
    expect(withComments).toContain('aria-busy="true"');
    expect(withComments).toContain('Say hi');
  });

  it('says why a visitor cannot comment, and who wrote each comment', () => {
    expect(closedNote('None')).toBe('Comments are closed.');
    expect(closedNote('Admins')).toBe('Only the team can comment here.');
    expect(AUTHOR_LABELS.member).toBe('Team');
    expect(postedAt('not a date')).toBe('');
    expect(postedAt('2026-11-28T19:40:00.000Z')).toMatch(/2026/);
  });
});
