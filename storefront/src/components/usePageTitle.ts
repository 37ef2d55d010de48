import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title as "<page> · Bazaar". */
export function usePageTitle(title: string | undefined) {
  const { t } = useTranslation();
  const site = t('meta.siteName');
  useEffect(() => {
    document.title = title ? `${title} · ${site}` : `${site} · ${t('meta.tagline')}`;
  }, [title, site, t]);
}
