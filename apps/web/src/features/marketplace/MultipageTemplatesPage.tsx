import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';
import { TemplateGallery } from './TemplateGallery.js';
import { useMarketplaceTemplates } from './useMarketplaceTemplates.js';

/** /multipage-templates: the multi-page app templates of the marketplace. */
export function MultipageTemplatesPage() {
  const { templates, isLoading, errorMessage } = useMarketplaceTemplates();
  return (
    <div className={ui.page}>
      <PageTitle>Multi-page app templates</PageTitle>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>Multi-page app templates</h1>
          <p className={ui.subtitle}>Complete apps with their pages, ready to preview.</p>
        </div>
      </div>
      <TemplateGallery templates={templates} isLoading={isLoading} errorMessage={errorMessage} />
    </div>
  );
}
