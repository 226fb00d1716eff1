import { describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed } from '@tessera/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlockRendererProps } from '../types.js';
import { FormBlock } from './FormBlock.js';

const form: BlockDto = {
  id: 'b1',
  type: 'form',
  position: 0,
  ...blockSettingsAsServed('form', {
    sheet_title: 'Applicants',
    axis: [
      { column: 'Photo', type: 'file' },
      { column: 'CV', type: 'file', file_mime_type: '.doc,.docx' },
      { column: 'Anything', type: 'file', file_mime_type: '*' },
    ],
  }),
};

const render = (props: Partial<BlockRendererProps>) =>
  renderToStaticMarkup(
    <FormBlock
      block={form}
      data={undefined}
      viewer={{ canEdit: false, email: null }}
      onAddRow={() => Promise.resolve()}
      onUploadFile={() => Promise.resolve('http://localhost:3000/api/media/x')}
      {...props}
    />,
  );

const fileInputs = (html: string) => html.match(/<input[^>]*type="file"[^>]*>/g) ?? [];

describe('FormBlock file fields', () => {
  it('offers a file picker filtered by what each field takes ("*" takes anything)', () => {
    const inputs = fileInputs(render({}));
    expect(inputs).toHaveLength(3);
    expect(inputs[0]).toContain('accept="image/*"');
    expect(inputs[1]).toContain('accept=".doc,.docx"');
    expect(inputs[2]).not.toContain('accept=');
    expect(inputs.every((input) => !input.includes('disabled'))).toBe(true);
  });

  it('disables the pickers for a Read app user, and where files cannot be sent', () => {
    const readOnly = fileInputs(
      render({ viewer: { canEdit: false, email: null, readOnly: true } }),
    );
    expect(readOnly.every((input) => input.includes('disabled'))).toBe(true);
    const html = render({ onUploadFile: undefined });
    expect(fileInputs(html)).toHaveLength(0);
    expect(html.match(/<input[^>]*disabled[^>]*>/g)).toHaveLength(3);
  });
});
