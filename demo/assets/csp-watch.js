// Records Content Security Policy violations for tests and for the curious.
//
// window.__cspViolations: every violation NOT caused by the page's own nonce-tagged
// <style data-csp-page-styles> block, as { violatedDirective, blockedURI, target }: this is what
// the widgets (or anything else) caused; it must stay empty.
// window.__cspPageViolations: violations of that page block itself. Under /intranet/?csp=self
// the policy is `style-src 'self'` with no nonce, so the page's own inline <style> is blocked by
// design (the nonce placeholder is emptied); the widgets must still be styled and violation-free.
//
// Violations inside a shadow root reach the document retargeted to the host element, so
// `target` names the element whose content was blocked (e.g. "rx-unsubscribe").
(function () {
  var violations = (window.__cspViolations = window.__cspViolations || []);
  var pageViolations = (window.__cspPageViolations = window.__cspPageViolations || []);
  document.addEventListener(
    'securitypolicyviolation',
    function (event) {
      var target = event.target;
      var entry = {
        violatedDirective: event.violatedDirective,
        blockedURI: event.blockedURI,
        target: target && target.nodeType === 1 ? target.localName : '#document',
      };
      var ownPageStyles = target && target.nodeType === 1 && target.hasAttribute('data-csp-page-styles');
      (ownPageStyles ? pageViolations : violations).push(entry);
      if (!ownPageStyles && window.console) console.warn('CSP violation:', entry.violatedDirective, entry.blockedURI || '(inline)', entry.target);
    },
    true,
  );
})();
