import { useT } from '~/web/i18n/i18n-context';
import type { PreviewInfo } from '~/domain/preview';

/** The sticky banner over an unpublished record a staff member previews on the shop (decision 0086). */
export function PreviewBanner({ preview }: { preview: PreviewInfo }) {
  const t = useT();
  return (
    <div className="preview-banner" role="status" data-testid="preview-banner">
      <div className="preview-banner-inner">
        <span className="preview-banner-tag">{t('common.preview.tag')}</span>
        <span className="preview-banner-text">{t('common.preview.text')}</span>
        <a className="preview-banner-link" href={preview.adminHref}>
          {t('common.preview.back')}
        </a>
      </div>
    </div>
  );
}
