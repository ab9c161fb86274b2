import { describe, expect, it } from 'vitest';
import { ALIAS_CACHE_CONTROL, cdnCacheControl, isContentHashed, staticCacheControl } from '../../server/platform/http/static-caching';
import { shouldPrecompress } from '../../vite.precompress';

describe('cache rules of the static files', () => {
  it.each(['chunks/core-CFq-k8fo.js', 'chunks/shared-B5r1HUSo.js.br', 'chunks/locale-en-common-Dx_1aB2c.js.gz', 'assets/pdf.worker.min-C_oroY0n.js', 'assets/index-ABpHBvxz.css'])(
    'treats %s as named after its content',
    (file) => {
      expect(isContentHashed(file)).toBe(true);
      expect(staticCacheControl(file)).toBe('public, max-age=31536000, immutable');
    },
  );

  it.each(['rx-widgets.js', 'rx-widgets.js.br', 'elements/rx-care-programs.js', 'elements/rx-outage-banner.js.gz', 'index.html', 'chunks/notes.js', 'custom-elements.json'])(
    'has %s revalidated (its name stays from one release to the next)',
    (file) => {
      expect(isContentHashed(file)).toBe(false);
      expect(staticCacheControl(file)).toBe('no-cache');
    },
  );
});

describe('files the build precompresses', () => {
  it.each(['rx-widgets.js', 'chunks/core-CFq-k8fo.js', 'assets/index-ABpHBvxz.css', 'custom-elements.json', 'assets/logo-Ab12Cd34.svg', 'index.html', 'assets/pdf.worker.min-C_oroY0n.mjs'])('compresses %s', (file) => {
    expect(shouldPrecompress(file)).toBe(true);
  });
  it.each(['chunks/core-CFq-k8fo.js.map', '.vite/manifest.json', 'assets/photo-Ab12Cd34.png', 'rx-widgets.js.br'])('leaves %s alone', (file) => {
    expect(shouldPrecompress(file)).toBe(false);
  });
});

describe('cache rules of the CDN folder', () => {
  it.each(['0.1.0/rx-widgets.js', '0.1.0/rx-widgets.js.br', '0.1.0/elements/rx-login.js', '0.1.0/integrity.json', '12.3.4-rc.1/chunks/core-CFq-k8fo.js.gz'])(
    'keeps %s for a year: a published version never changes',
    (file) => {
      expect(cdnCacheControl(file)).toBe('public, max-age=31536000, immutable');
    },
  );

  it.each(['0/rx-widgets.js', '0/integrity.json', 'versions.json', 'latest/rx-widgets.js', '0.1/rx-widgets.js'])('keeps %s a few minutes: it moves with each release', (file) => {
    expect(cdnCacheControl(file)).toBe(ALIAS_CACHE_CONTROL);
    expect(ALIAS_CACHE_CONTROL).toBe('public, max-age=300');
  });
});
