// Seller and branch rows -> the contract's shapes (sellerProfileSchema, branchSchema, branchReviewSchema).
import type { Branch, BranchReview, SellerProfile } from '../../../contract/catalogue.ts';
import type { BranchStatus } from '../../../contract/enums.ts';
import { sellerTerms } from '../catalogue/mappers.ts';
import type { BranchRow } from './queries.ts';
import type { SellerRow } from './current.ts';

export function toSellerProfile(s: SellerRow): SellerProfile {
  return {
    id: s.id,
    user_id: s.userId,
    farm_name: s.farmName,
    description: s.description,
    province: s.province,
    city: s.city,
    address: s.address,
    postal_code: s.postalCode,
    phone: s.phone,
    certifications: s.certifications,
    ...sellerTerms(s),
    created_at: s.createdAt.toISOString(),
    version: s.version,
  };
}

/** The owner's (or the admin's) copy: reason and review date included. */
export function toBranch(b: BranchRow): Branch {
  return {
    id: b.id,
    seller_id: b.sellerId,
    name: b.name,
    province: b.province,
    city: b.city,
    address: b.address,
    postal_code: b.postalCode,
    phone: b.phone,
    status: b.status as BranchStatus,
    reject_reason: b.rejectReason,
    reviewed_at: b.reviewedAt ? b.reviewedAt.toISOString() : null,
    created_at: b.createdAt.toISOString(),
    version: b.version,
    updated_at: b.updatedAt.toISOString(),
  };
}

export function toBranchReview(b: BranchRow, farm: { farmName: string; email: string }): BranchReview {
  return { ...toBranch(b), farm_name: farm.farmName, seller_email: farm.email };
}
