import { isAvailableBlockType, normalizeBlockType, type AvailableBlockType } from '@tessera/domain';
import type { ComponentType } from 'react';
import { ChartBlock } from './chart/ChartBlock.js';
import { FooterBlock } from './footer/FooterBlock.js';
import { FormBlock } from './form/FormBlock.js';
import { HeaderBlock } from './header/HeaderBlock.js';
import { ListBlock } from './list/ListBlock.js';
import { MarkdownBlock } from './markdown/MarkdownBlock.js';
import { ForgotPasswordBlock } from './signIn/ForgotPasswordBlock.js';
import { LoginBlock } from './signIn/LoginBlock.js';
import { RegisterBlock } from './signIn/RegisterBlock.js';
import { TableBlock } from './table/TableBlock.js';
import type { BlockRendererProps } from './types.js';

const RENDERERS: { [T in AvailableBlockType]: ComponentType<BlockRendererProps> } = {
  table: TableBlock,
  list: ListBlock,
  chart: ChartBlock,
  form: FormBlock,
  markdown: MarkdownBlock,
  header: HeaderBlock,
  footer: FooterBlock,
  login: LoginBlock,
  register: RegisterBlock,
  'forgot password': ForgotPasswordBlock,
};

/** Draws any block with the renderer of its type. */
export function BlockRenderer(props: BlockRendererProps) {
  const type = normalizeBlockType(props.block.type);
  if (!isAvailableBlockType(type)) {
    return (
      <section className="ts-block" aria-label={`${type} block`}>
        <p className="ts-block__empty">The {type} block is not available yet.</p>
      </section>
    );
  }
  const Renderer = RENDERERS[type];
  return <Renderer {...props} />;
}
