import { describe, expect, it } from '@jest/globals';
import { defaultBlockSettings, parseBlockSettings } from './block-settings.js';
import {
  commenterName,
  commenterNameProblem,
  commentProblem,
  commentText,
} from './comment-rules.js';

describe('comments settings', () => {
  it('start with 10 comments per page and everyone commenting', () => {
    expect(defaultBlockSettings('comments')).toMatchObject({
      comments_per_page: 10,
      who_can_comment: 'Everyone',
      subtitle: '',
      sheet_title: '',
    });
  });

  it('take only the spec’s page sizes and permission choices', () => {
    for (const size of [5, 10, 15, 20, 25, 50])
      expect(parseBlockSettings('comments', { comments_per_page: size }).success).toBe(true);
    expect(parseBlockSettings('comments', { comments_per_page: 7 })).toEqual({
      success: false,
      message: 'comments_per_page: Choose 5, 10, 15, 20, 25, 50 comments per page.',
    });
    expect(parseBlockSettings('comments', { who_can_comment: 'Robots' }).success).toBe(false);
  });
});

describe('comment text', () => {
  it('is plain text without hidden characters, its line breaks kept and trimmed', () => {
    expect(commentText('  Hi\r\nthere\u202E\u0007\n\n\n\n\nbye  ')).toBe('Hi\nthere\n\n\nbye');
    expect(commentText('<b>bold</b>')).toBe('<b>bold</b>');
  });

  it('must say something, in at most 2,000 characters', () => {
    expect(commentProblem(commentText(' \n '))).toBe('Write a comment first.');
    expect(commentProblem('x'.repeat(2000))).toBeNull();
    expect(commentProblem('x'.repeat(2001))).toBe('A comment has at most 2,000 characters.');
  });

  it("takes a guest's name on one line, of at most 80 characters", () => {
    expect(commenterName(' Ada\n  Lovelace\u200F ')).toBe('Ada Lovelace');
    expect(commenterNameProblem('')).toBe('Enter your name.');
    expect(commenterNameProblem('x'.repeat(81))).toBe('A name has at most 80 characters.');
  });
});
