import { z } from 'zod';
import { commonBlockSettingsShape } from './common-settings.js';
import { embeddedFrameCode, embeddedFrameOf, IFRAME_CODE_MESSAGE } from './embedded-frame.js';

/**
 * The iframe block (block-configuration §3, Iframe): pasted iframe code. It is stored rewritten
 * from what the block reads of it (embedded-frame.ts), so pasted scripts and anything else are
 * stripped on the server; empty until the owner pastes some.
 */
export const iframeSettingsSchema = z.object({
  ...commonBlockSettingsShape,
  iframe_code: z
    .string()
    .max(20_000)
    .transform((code, ctx) => {
      if (code.trim() === '') return '';
      const frame = embeddedFrameOf(code);
      if (!frame) ctx.addIssue({ code: 'custom', message: IFRAME_CODE_MESSAGE });
      return frame ? embeddedFrameCode(frame) : code;
    })
    .default(''),
});
export type IframeSettings = z.infer<typeof iframeSettingsSchema>;
