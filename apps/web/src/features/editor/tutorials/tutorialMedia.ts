/**
 * The recorded videos and their captions (videos/), as hashed files of the build: every file the
 * recorder wrote, with no list to keep by hand. Never inlined: the captions are small enough that
 * Vite would make them data: addresses, which CSP refuses.
 */
const VIDEOS = import.meta.glob<string>('./videos/*.webm', {
  query: '?no-inline',
  import: 'default',
  eager: true,
});
const CAPTIONS = import.meta.glob<string>('./videos/*.vtt', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

export type TutorialMedia = { video: string; captions: string };

/** The served video and captions of a tutorial's `video` name; null when it was not recorded. */
export function tutorialMedia(video: string): TutorialMedia | null {
  const file = VIDEOS[`./videos/${video}.webm`];
  const captions = CAPTIONS[`./videos/${video}.vtt`];
  return file && captions ? { video: file, captions } : null;
}
