import { addressWithoutToken, preferenceLinkOf, type PreferenceLink } from '../model/preference-link';

/**
 * The page's preferences link. Its token is taken from the address bar the first time an element
 * sees it there and removed at once; it is kept here, so the element keeps it when it is removed
 * and added again. A later link opened in the same page replaces it.
 */
let pageLink: PreferenceLink | null = null;

export function readPageLink(): PreferenceLink | null {
  if (typeof location === 'undefined') return pageLink;
  const fresh = preferenceLinkOf(location.search);
  if (fresh) {
    pageLink = fresh;
    if (typeof history !== 'undefined') history.replaceState(history.state, '', addressWithoutToken(location.href));
  }
  return pageLink;
}
