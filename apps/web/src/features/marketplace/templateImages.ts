/** An image of a template's gallery: the thumbnail first, then the additional images. */
export type GalleryImage = { url: string; kind: 'thumbnail' | 'image'; position: number };

export function galleryImagesOf(template: {
  thumbnail: string | undefined;
  additional_images: readonly string[];
}): GalleryImage[] {
  return [
    ...(template.thumbnail ? [{ url: template.thumbnail, kind: 'thumbnail' as const }] : []),
    ...template.additional_images.map((url) => ({ url, kind: 'image' as const })),
  ].map((image, index) => ({ ...image, position: index + 1 }));
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The name a downloaded image gets: its type and place in the gallery ("image-3.png"). */
export function downloadName(image: GalleryImage, contentType: string): string {
  const extension = EXTENSIONS[contentType.split(';')[0]!.trim()] ?? 'img';
  return `${image.kind}-${image.position}.${extension}`;
}

/** The next place in the gallery, going round at either end. */
export function stepped(index: number, step: -1 | 1, count: number): number {
  return (index + step + count) % count;
}
