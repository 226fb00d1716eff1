import { z } from 'zod';
import { appPageLink, safeLink } from './common-settings.js';

/** A link to one of the app's pages or to an external address. */
export const LINK_TYPES = ['page', 'external'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** An external link needs an address; a page link needs the page. */
export function linkTargetProblem(link: {
  linkType: LinkType;
  url: string;
  pageId: string;
  pageSlug: string;
}): { path: string; message: string } | null {
  if (link.linkType === 'external' && !/^https?:\/\//i.test(link.url.trim())) {
    return { path: 'url', message: 'Enter an address starting with http:// or https://' };
  }
  // The home page has no slug, so a page link is identified by its id or its slug.
  if (link.linkType === 'page' && !link.pageId && !link.pageSlug) {
    return { path: 'pageSlug', message: 'Choose a page.' };
  }
  return null;
}

export const linkTargetShape = {
  linkType: z.enum(LINK_TYPES).default('page'),
  pageId: z.string().default(''),
  pageSlug: appPageLink.default(''),
  url: safeLink.default(''),
  openInNewTab: z.boolean().default(false),
};
