import './blocks.css';

export {
  BLOCK_LOAD_FAILED,
  BLOCK_RENDER_FAILED,
  BlockRenderer,
  createBlockRenderer,
} from './BlockRenderer.js';
export { BLOCK_LOADERS, type BlockLoaders } from './blockRenderers.js';
export { SIGN_IN_FORM_MESSAGES, signInFormErrors } from './signIn/signInFormErrors.js';
export {
  BlockSettingsReaderProvider,
  servedBlockSettings,
  useBlockSettings,
  type BlockSettingsReader,
} from './shared/blockSettings.js';
export { pagePath } from './shared/links.js';
export { parsedBlockSettings } from './shared/parsedBlockSettings.js';
export type {
  AddRowExtras,
  AppAuthHandlers,
  BlockComments,
  BlockData,
  BlockNavigation,
  BlockPage,
  BlockQueryState,
  BlockRendererProps,
  BlockViewer,
  Breadcrumb,
  SignInPages,
} from './types.js';
