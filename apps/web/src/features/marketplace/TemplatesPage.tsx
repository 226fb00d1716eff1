import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks.js';
import { DASHBOARD_TEXTS } from '../../shell/dashboardTexts.js';
import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';
import { templateErrorToastShown } from '../toasts/toastsSlice.js';
import { TemplateGallery } from './TemplateGallery.js';
import { UseTemplateDialog } from './UseTemplateDialog.js';
import { useCloneModalParam } from './useCloneModalParam.js';
import { useMarketplaceTemplates } from './useMarketplaceTemplates.js';

/** /templates: the template list; ?open_clone_modal={templateId} opens that template's dialog. */
export function TemplatesPage() {
  const { templates, isLoading, errorMessage } = useMarketplaceTemplates();
  const { cloneModalValue, closeCloneModal } = useCloneModalParam();
  const dispatch = useAppDispatch();
  const chosen = cloneModalValue ? templates?.find((t) => t.id === cloneModalValue) : undefined;
  const unknownTemplate = Boolean(cloneModalValue && templates && !chosen);

  useEffect(() => {
    if (!unknownTemplate) return;
    dispatch(templateErrorToastShown(DASHBOARD_TEXTS.templateNotFound));
    closeCloneModal();
  }, [unknownTemplate, dispatch, closeCloneModal]);

  return (
    <div className={ui.page}>
      <PageTitle>Templates</PageTitle>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>Templates</h1>
          <p className={ui.subtitle}>Every template published to the marketplace.</p>
        </div>
      </div>
      <TemplateGallery templates={templates} isLoading={isLoading} errorMessage={errorMessage} />
      {chosen && <UseTemplateDialog template={chosen} onClose={closeCloneModal} />}
    </div>
  );
}
