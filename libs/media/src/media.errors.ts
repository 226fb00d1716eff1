import { blockMediaTooBigMessage } from '@tessera/domain';
import { defineErrors } from '@tessera/platform';

/**
 * The media service's refusals. `tooBig` keeps the words "too big": the marketplace dialog
 * (publishing §5) tells an oversize upload apart by them.
 */
export const MediaError = defineErrors('Media', {
  noFile: [400, 'Choose an image to upload (form field "thumbnail" or "image").'],
  tooBig: [400, 'File too big: the limit is 3MB per image.'],
  wrongFileKind: [415, 'The file chosen is not one this field takes:'],
  badUpload: [400, 'The upload was interrupted or malformed. Please try again.'],
  notAnImage: [
    415,
    'This file is not an image Tessera accepts: upload a PNG, JPEG, GIF or WebP image.',
  ],
  svg: [415, 'SVG images are not accepted: upload a PNG, JPEG, GIF or WebP image.'],
  tooManyPixels: [400, 'The image is too large: at most 10,000 pixels a side and 25 megapixels.'],
  unreadable: [400, 'The image could not be read: it is damaged or incomplete.'],
  quotaReached: [413, "Your workspace's media storage is full."],
  storageFull: [413, "No more files can be stored here: the workspace's storage is full."],
  tooManyUnsaved: [
    429,
    'Too many files were sent here without being saved. Please try again in a few hours.',
  ],
  emptyFile: [400, 'The file is empty.'],
  noBlockFile: [400, 'Choose a file to upload (form field "file").'],
  unknownBlockMedia: [404, 'Blocks take uploaded images, videos and audio files only.'],
  imageTooBig: [413, blockMediaTooBigMessage('image')],
  videoTooBig: [413, blockMediaTooBigMessage('video')],
  audioTooBig: [413, blockMediaTooBigMessage('audio')],
  tooManyUploads: [429, 'Too many files uploaded for blocks.'],
  notFound: [404, 'File not found.'],
});
