/** What the template preview banner reads from the query (editor-viewer-shell §2.2, §3). */
export type PreviewMode = {
  active: boolean;
  buttonText: string;
  templateId: string | null;
  /** Free or already purchased templates show a plus on the button, others a cart. */
  freeOrOwned: boolean;
};

type TemplateData = { is_free?: unknown; isPurchased?: unknown };

/** template_data is a JSON object in the query; one that fails to parse is ignored. */
export function parseTemplateData(raw: string | null): TemplateData | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function previewModeOf(search: string, defaultButtonText: string): PreviewMode {
  const query = new URLSearchParams(search);
  const data = parseTemplateData(query.get('template_data'));
  // Without template data the template is taken as free, as most marketplace templates are.
  const freeOrOwned = data ? data.is_free !== false || data.isPurchased === true : true;
  return {
    active: query.get('preview') === 'true',
    buttonText: query.get('button_text')?.trim() || defaultButtonText,
    templateId: query.get('template_id')?.trim() || null,
    freeOrOwned,
  };
}
