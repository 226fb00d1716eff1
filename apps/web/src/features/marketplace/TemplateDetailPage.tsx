import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks.js';
import { useGetPublicSettingQuery } from '../../shell/settingsApi.js';
import { DASHBOARD_TEXTS } from '../../shell/dashboardTexts.js';
import { FormError } from '../../shell/ui/FormError.js';
import { Loading } from '../../shell/ui/Loading.js';
import { PageTitle } from '../../shell/ui/PageTitle.js';
import ui from '../../shell/ui/ui.module.css';
import { templateErrorToastShown } from '../toasts/toastsSlice.js';
import { categoryLabel } from '@tessera/domain';
import { findTemplateBySlug, priceLabel, templatePreviewUrl } from './marketplaceTemplates.js';
import styles from './TemplateDetailPage.module.css';
import { galleryImagesOf } from './templateImages.js';
import { TemplateImagesDialog } from './TemplateImagesDialog.js';
import { UseTemplateDialog } from './UseTemplateDialog.js';
import { useCloneModalParam } from './useCloneModalParam.js';
import { useMarketplaceTemplates } from './useMarketplaceTemplates.js';

/** /templates/{slug}: one template; an unknown slug falls back to /templates (§2.1). */
export function TemplateDetailPage() {
  const { slug = '' } = useParams();
  const { templates, isLoading, errorMessage } = useMarketplaceTemplates();
  const { data: dashboardHost } = useGetPublicSettingQuery('DASHBOARD_HOST');
  const { cloneModalValue, openCloneModal, closeCloneModal } = useCloneModalParam();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const template = templates ? findTemplateBySlug(templates, slug) : undefined;
  const unknownSlug = Boolean(templates && !template);
  const [galleryAt, setGalleryAt] = useState<number | null>(null);

  useEffect(() => {
    if (!unknownSlug) return;
    dispatch(templateErrorToastShown(DASHBOARD_TEXTS.templateNotFound));
    void navigate('/templates', { replace: true });
  }, [unknownSlug, dispatch, navigate]);

  if (isLoading) return <Loading fullScreen />;
  if (errorMessage)
    return (
      <div className={ui.page}>
        <FormError message={errorMessage} />
      </div>
    );
  if (!template) return null;

  const previewUrl = templatePreviewUrl(template, dashboardHost, window.location.protocol);
  const images = galleryImagesOf(template);
  const dialogOpen = cloneModalValue === 'true' || cloneModalValue === template.id;
  return (
    <div className={ui.page}>
      <PageTitle>{template.name}</PageTitle>
      <Link to="/templates" className={ui.hint}>
        ← All templates
      </Link>
      <div className={styles.layout}>
        <div
          className={styles.thumbnail}
          style={{ background: template.thumbnail_bg_color ?? '#eef2ff' }}
        >
          {template.thumbnail ? (
            <img src={template.thumbnail} alt={`${template.name} thumbnail`} />
          ) : (
            <span aria-hidden="true">{template.name.charAt(0).toUpperCase()}</span>
          )}
        </div>
        <div className={ui.stack}>
          <h1 className={ui.title}>{template.name}</h1>
          <div className={ui.row}>
            <span className={ui.badge}>{priceLabel(template)}</span>
            {template.isPurchased && <span className={ui.badge}>Purchased</span>}
            {template.category && (
              <span className={ui.hint}>{categoryLabel(template.category)}</span>
            )}
          </div>
          {template.description && <p>{template.description}</p>}
          <div className={ui.row}>
            <button type="button" className={ui.button} onClick={openCloneModal}>
              Use template
            </button>
            {previewUrl && (
              <a className={ui.secondaryButton} href={previewUrl} target="_blank" rel="noreferrer">
                Preview
              </a>
            )}
          </div>
        </div>
      </div>
      {images.length > 0 && (
        <section className={ui.stack} aria-label="Template images">
          <h2 className={ui.sectionTitle}>Images</h2>
          <ul className={styles.images}>
            {images.map((image, index) => (
              <li key={image.url}>
                <button
                  type="button"
                  className={styles.imageButton}
                  aria-label={`Open image ${index + 1} of ${images.length}`}
                  onClick={() => setGalleryAt(index)}
                >
                  <img src={`${image.url}?variant=thumbnail`} alt="" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {galleryAt !== null && (
        <TemplateImagesDialog
          images={images}
          startAt={galleryAt}
          onClose={() => setGalleryAt(null)}
        />
      )}
      {dialogOpen && <UseTemplateDialog template={template} onClose={closeCloneModal} />}
    </div>
  );
}
