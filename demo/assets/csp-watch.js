// Records every Content Security Policy violation on the page, for tests and for the curious:
// window.__cspViolations is an array of { violatedDirective, blockedURI }.
(function () {
  var violations = (window.__cspViolations = window.__cspViolations || []);
  document.addEventListener(
    'securitypolicyviolation',
    function (event) {
      violations.push({ violatedDirective: event.violatedDirective, blockedURI: event.blockedURI });
      if (window.console) console.warn('CSP violation:', event.violatedDirective, event.blockedURI || '(inline)');
    },
    true,
  );
})();
