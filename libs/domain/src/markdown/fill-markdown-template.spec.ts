import { describe, expect, it } from '@jest/globals';
import { fillMarkdownTemplate } from './fill-markdown-template.js';

describe('fillMarkdownTemplate', () => {
  const row = { Name: 'Ada', 'Order Total': '42', Tags: ['a', 'b'], Empty: null };

  it('replaces [Column Name] with the row value', () => {
    expect(fillMarkdownTemplate('# [Name] owes [Order Total] $', row)).toBe('# Ada owes 42 $');
  });

  it('leaves unknown names as written', () => {
    expect(fillMarkdownTemplate('[Name] [Unknown] [ ]', row)).toBe('Ada [Unknown] [ ]');
  });

  it('fills links, lists and empty cells', () => {
    expect(fillMarkdownTemplate('[Profile](https://x.io/[Name])', row)).toBe(
      '[Profile](https://x.io/Ada)',
    );
    expect(fillMarkdownTemplate('[Tags]|[Empty]|', row)).toBe('a, b||');
  });

  it('tolerates spaces inside the brackets and ignores inherited names', () => {
    expect(fillMarkdownTemplate('[ Name ]', row)).toBe('Ada');
    expect(fillMarkdownTemplate('[toString] [constructor]', row)).toBe('[toString] [constructor]');
  });
});
