/**
 * aws-amplify needs an absolute identity endpoint; the page names it relative to its own origin
 * ("/identity"), so that every brand host name (specialty.localhost, ...) talks to its own origin.
 */
for (const config of document.querySelectorAll('rx-config[identity-endpoint^="/"]')) {
  config.setAttribute('identity-endpoint', new URL(config.getAttribute('identity-endpoint'), location.origin).href);
}
