import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';
import { TemplateGallery } from './TemplateGallery.js';
import { useMarketplaceTemplates } from './useMarketplaceTemplates.js';

/** /marketplace: published templates by category. */
export function MarketplacePage() {
  const { templates, isLoading, errorMessage } = useMarketplaceTemplates();
  return (
    <div className={ui.page}>
      <PageTitle>Marketplace</PageTitle>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>Marketplace</h1>
          <p className={ui.subtitle}>Start from an app that someone has already built.</p>
        </div>
      </div>
      <TemplateGallery templates={templates} isLoading={isLoading} errorMessage={errorMessage} />
    </div>
  );
}
