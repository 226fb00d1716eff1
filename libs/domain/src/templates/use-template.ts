import { MESSAGES } from '../messages/messages.js';
import { matchTemplate, type MarketplaceTemplate } from './match-template.js';

export const DASHBOARD_PATH = '/dashboard';
export const AUTH_PATH = '/dashboard/auth';
export const TEMPLATES_PATH = '/templates';

export type UseTemplateInput = {
  canEdit: boolean;
  loggedIn: boolean;
  /** The template_id of the preview, when the page was opened with one. */
  templateId?: string | null;
  /** The preview app's subdomain (first host label). */
  subdomain?: string | null;
  templates: readonly MarketplaceTemplate[];
};

/**
 * Where the Use Template button leads (editor-viewer-shell §4, steps 1-4). Redirects are paths on
 * the dashboard host; errors are the toast texts.
 */
export type UseTemplateTarget =
  | { redirect: string }
  | { error: typeof MESSAGES.unableToIdentifyTemplate | typeof MESSAGES.templateNotFound };

function cloneModalPath(templateId: string): string {
  return `${TEMPLATES_PATH}?open_clone_modal=${encodeURIComponent(templateId)}`;
}

export function resolveUseTemplateTarget({
  canEdit,
  loggedIn,
  templateId,
  subdomain,
  templates,
}: UseTemplateInput): UseTemplateTarget {
  // 1. Only editors or signed-in visitors may use a template; others sign in first.
  if (!canEdit && !loggedIn) {
    return {
      redirect: templateId
        ? `${AUTH_PATH}?template_id=${encodeURIComponent(templateId)}`
        : AUTH_PATH,
    };
  }
  // 2. A known template id opens its clone modal.
  if (templateId) return { redirect: cloneModalPath(templateId) };
  // 3-4. Otherwise the template is identified from the preview subdomain.
  if (!subdomain?.trim()) return { error: MESSAGES.unableToIdentifyTemplate };
  const template = matchTemplate(subdomain, templates);
  return template
    ? { redirect: cloneModalPath(template.id) }
    : { error: MESSAGES.templateNotFound };
}

/**
 * The spec's name for {@link resolveUseTemplateTarget}. React's hooks lint takes `use…` names for
 * hooks, so browser code should call `resolveUseTemplateTarget`.
 */
export const useTemplateTarget = resolveUseTemplateTarget;

/** 5. After login: the stored template_redirect_url, else the dashboard. */
export function afterLoginRedirect(storedTemplateRedirectUrl: string | null | undefined): string {
  return storedTemplateRedirectUrl?.trim() || DASHBOARD_PATH;
}
