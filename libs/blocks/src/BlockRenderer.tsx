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
import type { SignInBlockType } from './signIn/signInSettings.js';
import { TableBlock } from './table/TableBlock.js';
import type { BlockRendererProps } from './types.js';

/** The app users' sign-in blocks draw whether or not the editor offers them yet. */
const SIGN_IN_RENDERERS: { [T in SignInBlockType]: ComponentType<BlockRendererProps> } = {
  login: LoginBlock,
  register: RegisterBlock,
  'forgot password': ForgotPasswordBlock,
};

const isSignInType = (type: string): type is SignInBlockType => type in SIGN_IN_RENDERERS;

const RENDERERS: {
  [T in Exclude<AvailableBlockType, SignInBlockType>]: ComponentType<BlockRendererProps>;
} = {
  table: TableBlock,
  list: ListBlock,
  chart: ChartBlock,
  form: FormBlock,
  markdown: MarkdownBlock,
  header: HeaderBlock,
  footer: FooterBlock,
};

/** Draws any block with the renderer of its type. */
export function BlockRenderer(props: BlockRendererProps) {
  const type = normalizeBlockType(props.block.type);
  if (isSignInType(type)) {
    const SignIn = SIGN_IN_RENDERERS[type];
    return <SignIn {...props} />;
  }
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
