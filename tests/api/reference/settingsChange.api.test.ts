import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogPriceOf } from '../../../domain/specialist/catalogPrice';
import { cents } from '../../../domain/shared/money';
import { startTestApp, type TestApp } from '../../support/testApp';

/**
 * The platform's fee and VAT have one reader in each process, emptied by the change feed when the settings change:
 * a price shown right after a change is the new one, never a copy kept for a while (issue 36).
 */
describe('a change of the service fee or VAT', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  const settings = async () =>
    (
      await app.pool.query<{ fee: number; vat: number }>(
        'select service_fee_basis_points as fee, vat_rate_basis_points as vat from platform_settings',
      )
    ).rows[0]!;

  it("prices the agency's estimate with the new fee and VAT at once", async () => {
    const token = await app.login('agency@demo.test');
    const estimate = async () =>
      (await app.api.get('/api/specialist/estimated-price?price=100', { token })).body.data as {
        catalogPrice: number;
        vat: number;
      };
    const before = await settings();
    const old = catalogPriceOf(cents(10_000), { serviceFeeBasisPoints: before.fee, vatBasisPoints: before.vat });
    expect(await estimate()).toMatchObject({ catalogPrice: old.catalogPrice, vat: old.vat });

    await app.pool.query(
      'update platform_settings set service_fee_basis_points = service_fee_basis_points + 1500, vat_rate_basis_points = 1000',
    );
    const after = await settings();
    const fresh = catalogPriceOf(cents(10_000), { serviceFeeBasisPoints: after.fee, vatBasisPoints: after.vat });
    expect(fresh.catalogPrice).not.toBe(old.catalogPrice);
    // The notice travels from PostgreSQL to the process in milliseconds; a copy kept for seconds would fail here.
    await expect
      .poll(estimate, { timeout: 3_000, interval: 50 })
      .toMatchObject({ catalogPrice: fresh.catalogPrice, vat: fresh.vat });
  });
});
