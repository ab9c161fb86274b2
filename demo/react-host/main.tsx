// The generated JSX typings of the rx-* tags (module augmentation of React.JSX).
import type {} from './rx-elements';
/**
 * A React 19 app hosting rx widgets as plain JSX tags, typed by the generated JSX declarations
 * (rx-elements.d.ts, written by scripts/write-jsx-types.mjs). The loader script in index.html
 * defines the tags when React first renders them.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [unsubscribed, setUnsubscribed] = useState(0);
  const [lastEmail, setLastEmail] = useState<string | null>(null);
  const [showWidget, setShowWidget] = useState(true);
  const [email, setEmail] = useState('pat.demo@example.com');

  return (
    <>
      <header className="host-header">
        <h1>Acme Pharmacy (a React 19 host)</h1>
        <a href="/">Catalogue</a>
      </header>
      {/* The widgets' links to portal screens lead to the portal page of this server. */}
      <rx-config portal-url="/portal">
        <main className="host-main">
          <rx-outage-banner />
          <section className="host-panel" aria-label="Host state">
            <span>
              <code>rx-email-unsubscribed</code> events received by React:{' '}
              <output data-testid="unsubscribed-count" aria-live="polite">
                {unsubscribed}
              </output>
              {lastEmail ? ` (last: ${lastEmail})` : null}
            </span>
            <button type="button" onClick={() => setShowWidget((shown) => !shown)} aria-pressed={showWidget}>
              {showWidget ? 'Unmount widget' : 'Mount widget'}
            </button>
            <label>
              E-mail attribute
              <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
            </label>
          </section>
          <section className="host-widget" aria-label="Widget">
            {showWidget ? (
              <rx-unsubscribe
                email={email}
                onrx-email-unsubscribed={(event) => {
                  setUnsubscribed((count) => count + 1);
                  setLastEmail(event.detail.email);
                }}
              />
            ) : (
              <p>The widget is unmounted.</p>
            )}
          </section>
        </main>
      </rx-config>
    </>
  );
}

const container = document.getElementById('app');
if (!container) throw new Error('#app is missing');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
