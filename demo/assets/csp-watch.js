// Records Content Security Policy violations into window.__cspViolations as
// { violatedDirective, blockedURI, target }, for tests and for the curious. The intranet page
// keeps all of its own styles in external sheets, so under either policy the list must stay
// empty. Violations inside a shadow root reach the document retargeted to the host element, so
// `target` names the element whose content was blocked (e.g. "rx-unsubscribe").
(function () {
  var violations = (window.__cspViolations = window.__cspViolations || []);
  document.addEventListener(
    'securitypolicyviolation',
    function (event) {
      var target = event.target;
      var entry = {
        violatedDirective: event.violatedDirective,
        blockedURI: event.blockedURI,
        target: target && target.nodeType === 1 ? target.localName : '#document',
      };
      violations.push(entry);
      if (window.console) console.warn('CSP violation:', entry.violatedDirective, entry.blockedURI || '(inline)', entry.target);
    },
    true,
  );
})();
