import './blocks.css';

export { BlockRenderer } from './BlockRenderer.js';
export { ChartBlock } from './chart/ChartBlock.js';
export { FooterBlock } from './footer/FooterBlock.js';
export { FormBlock } from './form/FormBlock.js';
export { HeaderBlock } from './header/HeaderBlock.js';
export { ListBlock } from './list/ListBlock.js';
export { MarkdownBlock } from './markdown/MarkdownBlock.js';
export { ForgotPasswordBlock } from './signIn/ForgotPasswordBlock.js';
export { LoginBlock } from './signIn/LoginBlock.js';
export { RegisterBlock } from './signIn/RegisterBlock.js';
export { SIGN_IN_FORM_MESSAGES, signInFormErrors } from './signIn/signInFormErrors.js';
export { TableBlock } from './table/TableBlock.js';
export { pagePath } from './shared/links.js';
export type {
  AppAuthHandlers,
  BlockData,
  BlockNavigation,
  BlockPage,
  BlockQueryState,
  BlockRendererProps,
  BlockViewer,
  Breadcrumb,
  SignInPages,
} from './types.js';
