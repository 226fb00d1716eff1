// The recorded videos and their captions, as hashed files of the build (never inlined: the
// captions are small enough that Vite would make them data: addresses, which CSP refuses).
// Each tutorial in tutorials.ts names its pair.
import boardSettingsVideo from './videos/board-settings.webm?no-inline';
import boardSettingsCaptions from './videos/board-settings.vtt?url&no-inline';
import boardAddBlockVideo from './videos/board-add-block.webm?no-inline';
import boardAddBlockCaptions from './videos/board-add-block.vtt?url&no-inline';
import boardPublishVideo from './videos/board-publish.webm?no-inline';
import boardPublishCaptions from './videos/board-publish.vtt?url&no-inline';
import appPagesVideo from './videos/app-pages.webm?no-inline';
import appPagesCaptions from './videos/app-pages.vtt?url&no-inline';
import appAddBlockVideo from './videos/app-add-block.webm?no-inline';
import appAddBlockCaptions from './videos/app-add-block.vtt?url&no-inline';
import appPublishVideo from './videos/app-publish.webm?no-inline';
import appPublishCaptions from './videos/app-publish.vtt?url&no-inline';

export type TutorialMedia = { video: string; captions: string };

export const TUTORIAL_MEDIA: Readonly<Record<string, TutorialMedia>> = {
  'board-settings': { video: boardSettingsVideo, captions: boardSettingsCaptions },
  'board-add-block': { video: boardAddBlockVideo, captions: boardAddBlockCaptions },
  'board-publish': { video: boardPublishVideo, captions: boardPublishCaptions },
  'app-pages': { video: appPagesVideo, captions: appPagesCaptions },
  'app-add-block': { video: appAddBlockVideo, captions: appAddBlockCaptions },
  'app-publish': { video: appPublishVideo, captions: appPublishCaptions },
};
