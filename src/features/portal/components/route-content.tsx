import { useTranslation } from 'react-i18next';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { isElementAvailable } from '../../../core/element/element-loader';
import { Spinner } from '../../../core/ui/spinner';
import type { RouteResolution } from '../model/guards';
import { InfoScreen } from './info-screen';
import { RoutedElement } from './routed-element';

const styles = defineStyles({
  screen: css`
    display: block;
  `,
  centered: css`
    display: flex;
    justify-content: center;
    padding: calc(var(--rx-space) * 6) 0;
  `,
});

export interface RouteContentProps {
  resolution: RouteResolution;
  /** The current history entry's key: a new entry mounts a new element. */
  entryKey: number;
  /** Where the routed element goes (the main region's slot), once it is there. */
  screenHost: HTMLElement | null;
  attributes: Record<string, string | undefined>;
  properties: Record<string, unknown>;
  pageName: string | null;
  signedIn: boolean;
  onNavigate: (path: string) => void;
  logo?: string;
  brandName: string;
}

/**
 * What the main region shows for a resolved route: the route's element (or a placeholder when it
 * is not part of this build), the not-found page, or a spinner while the guards wait.
 */
export function RouteContent({ resolution, entryKey, screenHost, attributes, properties, pageName, signedIn, onNavigate, logo, brandName }: RouteContentProps) {
  const { t } = useTranslation('portal');
  const { screen, centered } = useSheet(styles);
  if (resolution.kind === 'render') {
    const { route } = resolution;
    return isElementAvailable(route.element) ? (
      screenHost && (
        <RoutedElement key={entryKey} container={screenHost} tag={route.element} attributes={attributes} properties={properties} className={screen} />
      )
    ) : (
      <InfoScreen
        part="placeholder"
        title={t('placeholder.title')}
        body={t('placeholder.body', { page: pageName })}
        signedIn={signedIn}
        onNavigate={onNavigate}
        logo={logo}
        brandName={brandName}
      />
    );
  }
  if (resolution.kind === 'not-found') {
    return (
      <InfoScreen part="not-found" title={t('routes.notFound')} body={t('notFound.body')} signedIn={signedIn} onNavigate={onNavigate} logo={logo} brandName={brandName} />
    );
  }
  if (resolution.kind === 'pending') {
    return (
      <div className={centered}>
        <Spinner label={t('loadingPage')} />
      </div>
    );
  }
  return null;
}
