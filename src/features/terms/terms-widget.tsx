import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../core/context/element-context';
import { useHttpClient } from '../../core/hooks/use-http-client';
import { registerNamespace } from '../../core/i18n/i18n';
import { Card } from '../../core/ui/card';
import { PdfViewer } from '../../core/ui/pdf-viewer';
import { Spinner } from '../../core/ui/spinner';
import { companyTermsQuery } from './api/company-terms';
import { FallbackTerms } from './components/fallback-terms';

registerNamespace('terms');

export interface TermsWidgetProps {
  /** Whose terms; default the page's `brand_id` query parameter, else the element's brand. */
  brandId?: string;
}

/** A brand id as the query string or attribute carries it, or undefined. */
export function brandIdOf(value: string | null | undefined): number | undefined {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/** The terms page (spec 02 §2 /terms): the brand's PDF, or the fallback document when it cannot be loaded. */
export function TermsWidget({ brandId }: TermsWidgetProps) {
  const { t } = useTranslation('terms');
  const brand = useBrand();
  const client = useHttpClient();
  const id = brandIdOf(brandId) ?? brandIdOf(new URLSearchParams(globalThis.location?.search ?? '').get('brand_id')) ?? brand.id;
  const terms = useQuery(companyTermsQuery(client, id));
  const fallback = <FallbackTerms pharmacy={brand.name} />;
  return (
    <Card part="card" labelledBy="rx-terms-title" width="wide">
      <h2 id="rx-terms-title">{t('title')}</h2>
      {terms.isPending ? (
        <Spinner label={t('loading')} />
      ) : (
        <PdfViewer
          data={terms.isSuccess ? terms.data.data : null}
          label={t('document')}
          loadingLabel={t('loading')}
          pageLabel={(page, total) => t('page', { page, total })}
          downloadLabel={t('download')}
          fileName={terms.isSuccess ? terms.data.fileName : 'terms.pdf'}
          maxHeight="75vh"
          fallback={fallback}
        />
      )}
    </Card>
  );
}
