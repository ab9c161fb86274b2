import { describe, expect, it } from 'vitest';
import { isContentHashed, staticCacheControl } from '../../server/platform/http/static-caching';
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
