/// <reference types="vite/client" />

// Build-time settings read by the web app; each one is optional.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges with Vite's ImportMetaEnv
interface ImportMetaEnv {
  /** Script URL of a live-chat provider; without it no chat widget loads. */
  readonly VITE_LIVE_CHAT_SCRIPT_URL?: string;
}
