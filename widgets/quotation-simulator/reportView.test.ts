import { describe, expect, it } from 'vitest';
import { NO_REPORT, reportViewPayload, reportViewProblems } from './reportView.ts';

describe('reportViewProblems', () => {
  it('an empty form asks for the kind and the reason', () => {
    expect(reportViewProblems(NO_REPORT)).toEqual({
      kind: 'reportKindRequired',
      reasonId: 'reportReasonRequired',
    });
  });

  it('a product report needs its product, a dealer report its dealer', () => {
    expect(reportViewProblems({ ...NO_REPORT, kind: 'PRODUCT', reasonId: '2' })).toEqual({
      productId: 'reportProductRequired',
    });
    expect(reportViewProblems({ ...NO_REPORT, kind: 'DEALER', productId: 'PRD-1', reasonId: '2' })).toEqual({
      idSiteGeo: 'reportDealerRequired',
    });
    expect(reportViewProblems({ kind: 'DEALER', productId: '', idSiteGeo: '17', reasonId: '2' })).toEqual({});
  });
});

describe('reportViewPayload', () => {
  it("names the product or the dealer (as a number), the reason id and the seller's dealer", () => {
    expect(
      reportViewPayload({ kind: 'PRODUCT', productId: 'PRD-3', idSiteGeo: '17', reasonId: '1' }, 'D100'),
    ).toEqual({
      dealerCode: 'D100',
      reasonId: 1,
      productId: 'PRD-3',
    });
    expect(
      reportViewPayload({ kind: 'DEALER', productId: 'PRD-3', idSiteGeo: '17', reasonId: '4' }, 'D100'),
    ).toEqual({
      dealerCode: 'D100',
      reasonId: 4,
      idSiteGeo: 17,
    });
  });
});
