// Bulk-buyer rows -> bulkBuyerSchema.
import type { BusinessType, Unit } from '../../../contract/enums.ts';
import type { BulkBuyer } from '../../../contract/quotes.ts';
import type { bulkBuyers } from '../../db/schema/quotes.ts';

export type BulkBuyerRow = typeof bulkBuyers.$inferSelect;

export function toBulkBuyer(row: BulkBuyerRow): BulkBuyer {
  return {
    user_id: row.userId,
    business_name: row.businessName,
    business_number: row.businessNumber,
    business_type: row.businessType as BusinessType,
    expected_monthly_volume: row.expectedMonthlyVolume,
    hst_number: row.hstNumber,
    sfcr_license: row.sfcrLicense,
    unit: row.unit as Unit,
    created_at: row.createdAt.toISOString(),
  };
}
