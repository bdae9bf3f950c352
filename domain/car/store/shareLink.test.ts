import { describe, expect, it } from 'vitest';
import { MVS } from './fixtures.ts';
import type { ConfigurationSnapshot } from './schemas.ts';
import { decodeConfiguration } from './shareCode.ts';
import { isTrackingParam, SHARE_PARAM, shareUrl } from './shareLink.ts';

const snapshot: ConfigurationSnapshot = {
  mvs: MVS.code,
  year: 2026,
  color: 'c1',
  coating: null,
  parts: ['pack'],
  services: [],
  accessories: [],
};

describe('shareUrl', () => {
  it('keeps the page’s own parameters and the configuration, and drops campaign and click ids and the hash', () => {
    const link = new URL(
      shareUrl(
        snapshot,
        'https://loja.example/argo?model=338&utm_source=ig&Utm_Medium=social&utm_id=9&gclid=a&gbraid=b&wbraid=c&fbclid=d&msclkid=e&ttclid=f&_gl=g&mc_eid=h&page=2#cores',
      ),
    );
    expect([...link.searchParams.keys()]).toEqual(['model', 'page', SHARE_PARAM]);
    expect(link.searchParams.get('model')).toBe('338');
    expect(link.hash).toBe('');
    expect(decodeConfiguration(link.searchParams.get(SHARE_PARAM)!)).toEqual(snapshot);
  });

  it('tells campaign parameters from the page’s own, in any case', () => {
    expect(['utm_campaign', 'UTM_SOURCE', 'GCLID', 'fbclid', 'li_fat_id'].every(isTrackingParam)).toBe(true);
    expect(['utm', 'model', 'mvs', 'hub-config', 'gclidx'].some(isTrackingParam)).toBe(false);
  });
});
