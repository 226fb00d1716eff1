import { useState } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_TEXTS } from '../../shell/dashboardTexts.js';
import { FormError } from '../../shell/ui/FormError.js';
import { Loading } from '../../shell/ui/Loading.js';
import ui from '../../shell/ui/ui.module.css';
import { categoryLabel, MARKETPLACE_CATEGORIES } from '@tessera/domain';
import {
  byPrice,
  priceLabel,
  searchTemplates,
  type MarketplaceTemplate,
  type PriceFilter,
} from './marketplaceTemplates.js';
import styles from './TemplateGallery.module.css';

type TemplateGalleryProps = {
  templates: readonly MarketplaceTemplate[] | undefined;
  isLoading: boolean;
  errorMessage: string | null;
};

const PRICE_FILTERS: { value: PriceFilter; label: string }[] = [
  { value: 'all', label: 'Free and paid' },
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
];

/** The grid of published templates, with search, categories, and free or paid. */
export function TemplateGallery({ templates, isLoading, errorMessage }: TemplateGalleryProps) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [price, setPrice] = useState<PriceFilter>('all');

  if (isLoading) return <Loading />;
  if (errorMessage) return <FormError message={errorMessage} />;
  if (!templates || templates.length === 0)
    return (
      <div className={ui.empty}>
        <p>{DASHBOARD_TEXTS.noTemplates}</p>
        <Link to="/dashboard" className={ui.button}>
          Go to dashboard
        </Link>
      </div>
    );

  const shown = byPrice(searchTemplates(templates, query), price).filter(
    (template) => !category || template.category === category,
  );

  return (
    <div className={ui.stack}>
      <label className={ui.field}>
        <span className="visually-hidden">Search templates</span>
        <input
          className={ui.input}
          type="search"
          placeholder="Search templates"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      <div className={styles.categories} role="group" aria-label="Price">
        {PRICE_FILTERS.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.chip}
            aria-pressed={price === option.value}
            onClick={() => setPrice(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div className={styles.categories} role="group" aria-label="Categories">
        <button
          type="button"
          className={styles.chip}
          aria-pressed={category === null}
          onClick={() => setCategory(null)}
        >
          All
        </button>
        {MARKETPLACE_CATEGORIES.map((option) => (
          <button
            key={option.value}
            type="button"
            className={styles.chip}
            aria-pressed={category === option.value}
            onClick={() => setCategory(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className={ui.empty}>No templates match your search.</p>
      ) : (
        <ul className={styles.grid} aria-label="Templates">
          {shown.map((template) => (
            <li key={template.id} className={styles.card}>
              <div
                className={styles.thumbnail}
                style={{ background: template.thumbnail_bg_color ?? '#eef2ff' }}
              >
                {template.thumbnail ? (
                  <img src={`${template.thumbnail}?variant=thumbnail`} alt="" loading="lazy" />
                ) : (
                  <span aria-hidden="true">{template.name.charAt(0).toUpperCase()}</span>
                )}
              </div>
              <div className={styles.body}>
                <div className={styles.titleRow}>
                  <Link to={`/templates/${template.slug}`} className={styles.name}>
                    {template.name}
                  </Link>
                  <span className={ui.badge}>{priceLabel(template)}</span>
                </div>
                {template.category && (
                  <span className={ui.hint}>{categoryLabel(template.category)}</span>
                )}
                {template.description && (
                  <p className={styles.description}>{template.description}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
