import { z } from 'zod';

/** The playback settings the video and audio blocks share (block-configuration §3). */
export const mediaPlaybackShape = {
  autoplay: z.boolean().default(false),
  muted: z.boolean().default(false),
  controls: z.boolean().default(true),
  loop: z.boolean().default(false),
};

/** Whether visitors can start the player: it has controls, or it starts on its own. */
export function canBeStarted(settings: { controls: boolean; autoplay: boolean }): boolean {
  return settings.controls || settings.autoplay;
}
