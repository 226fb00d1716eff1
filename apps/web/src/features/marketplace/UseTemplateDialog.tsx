import { useGetPublicSettingQuery } from '../../shell/settingsApi.js';
import { Modal } from '../../shell/ui/Modal.js';
import ui from '../../shell/ui/ui.module.css';
import {
  priceLabel,
  templatePreviewUrl,
  type MarketplaceTemplate,
} from './marketplaceTemplates.js';

type UseTemplateDialogProps = { template: MarketplaceTemplate; onClose: () => void };

/**
 * The dialog opened by ?open_clone_modal. Copying a template into a workspace is a marketplace
 * service this server does not run yet; the dialog says so and offers the live preview.
 */
export function UseTemplateDialog({ template, onClose }: UseTemplateDialogProps) {
  const { data: dashboardHost } = useGetPublicSettingQuery('DASHBOARD_HOST');
  const previewUrl = templatePreviewUrl(template, dashboardHost, window.location.protocol);
  return (
    <Modal title={`Use ${template.name}`} onClose={onClose}>
      <div className={ui.stack}>
        <p className={ui.muted}>
          {priceLabel(template)} template{template.isPurchased ? ' · purchased' : ''}
        </p>
        {template.description && <p>{template.description}</p>}
        <p className={ui.notice} role="status">
          Copying templates into your workspace is not available on this server yet.
        </p>
        <div className={ui.row}>
          {previewUrl && (
            <a className={ui.button} href={previewUrl} target="_blank" rel="noreferrer">
              Preview template
            </a>
          )}
          <button type="button" className={ui.secondaryButton} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </Modal>
  );
}
