// Catalogue rows -> the contract's shapes (productSchema, categorySchema, sellerPublicSchema).
import type { Category, Product, ProductReview, SellerPublic } from '../../../contract/catalogue.ts';
import { GRADES, type Currency, type Grade, type ProductStatus, type Unit } from '../../../contract/enums.ts';
import type { UploadStorage } from '../../lib/storage.ts';
import type { ListRow } from './list-queries.ts';
import type { CategoryRow, GradeRow, ImageRow, ProductWithPlace, ReviewRow, SellerRow } from './queries.ts';

/** The storage holding uploaded photos when it is not the local disk (S3): one per process, set by buildApp. */
let remoteUploads: UploadStorage | null = null;

/** buildApp: uploaded photos' addresses come from `storage`; returns the function that undoes it (on close). */
export function setUploadStorage(storage: UploadStorage): () => void {
  const previous = remoteUploads;
  remoteUploads = storage;
  return () => {
    if (remoteUploads === storage) remoteUploads = previous;
  };
}

/** The storage uploaded photos' addresses come from now (null: the local /uploads/), for answers kept as bytes. */
export const uploadStorageNow = (): UploadStorage | null => remoteUploads;

/**
 * The address of a stored image path: uploaded photos (products/, problems/) from the storage when it is not the
 * local disk, everything else (the demo pictures, always on the local disk) and every local upload under /uploads/.
 */
export const uploadUrl = (path: string) => {
  const key = path.replace(/^\/+/, '');
  if (remoteUploads && (key.startsWith('products/') || key.startsWith('problems/') || key.startsWith('blog/') || key.startsWith('gallery/'))) return remoteUploads.url(key);
  return `/uploads/${key}`;
};
const day = (value: string | Date | null) => (value === null ? null : typeof value === 'string' ? value : value.toISOString().slice(0, 10));

/** `owner`: the seller's own copy (low-stock threshold included). */
type GradeOffer = Pick<GradeRow, 'grade' | 'priceMinor' | 'stock'>;
type Image = Pick<ImageRow, 'id' | 'thumbPath' | 'cardPath' | 'fullPath'>;

export function toProduct({ product: p, province, branchName, visible }: ProductWithPlace, grades: GradeOffer[], images: Image[], owner = false): Product {
  const byGrade = new Map(grades.map((g) => [g.grade, g]));
  return {
    id: p.id,
    seller_id: p.sellerId,
    branch_id: p.branchId,
    branch_name: branchName,
    category_id: p.categoryId,
    name: p.name,
    name_fr: p.nameFr,
    description: p.description,
    tags: p.tags,
    unit: p.unit as Unit,
    weight: p.weight === null ? null : Number(p.weight),
    organic: p.organic,
    status: p.status as ProductStatus,
    currency: p.currency as Currency,
    discount_percent: p.discountPercent,
    min_order_qty: p.minOrderQty,
    harvest_date: day(p.harvestDate),
    available_from: day(p.availableFrom),
    available_until: day(p.availableUntil),
    grades: GRADES.filter((g) => byGrade.has(g)).map((g: Grade) => {
      const row = byGrade.get(g)!;
      return { grade: g, price_minor: row.priceMinor, stock: row.stock };
    }),
    images: images.map((i) => ({ id: i.id, thumb: uploadUrl(i.thumbPath), card: uploadUrl(i.cardPath), full: uploadUrl(i.fullPath) })),
    province,
    price_from_minor: p.priceFromMinor,
    total_stock: p.totalStock,
    rating_avg: p.ratingCount > 0 ? Math.round((p.ratingSum / p.ratingCount) * 10) / 10 : null,
    rating_count: p.ratingCount,
    visible,
    low_stock_threshold: owner ? p.lowStockThreshold : null,
    revision: p.revision,
    created_at: p.createdAt.toISOString(),
    version: p.version,
    updated_at: p.updatedAt.toISOString(),
  };
}

const isoOf = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value).toISOString();

/**
 * A row of the product list (list-queries.ts: by position, timestamps as PostgreSQL's text), as toProduct makes it
 * for a buyer: grades top first, photos' addresses, the rating's average, no low-stock threshold.
 */
export function toListProduct(row: ListRow): Product {
  const [
    id, sellerId, branchId, branchName, categoryId, name, nameFr, description, tags, unit, weight, organic, status, currency, discountPercent,
    minOrderQty, harvestDate, availableFrom, availableUntil, province, priceFromMinor, totalStock, ratingSum, ratingCount, visible, revision,
    createdAt, version, updatedAt, grades, images,
  ] = row;
  const offers: Product['grades'] = [];
  for (const grade of GRADES) {
    const offer = grades.find((g) => g[0] === grade);
    if (offer) offers.push({ grade, price_minor: offer[1], stock: offer[2] });
  }
  return {
    id,
    seller_id: sellerId,
    branch_id: branchId,
    branch_name: branchName,
    category_id: categoryId,
    name,
    name_fr: nameFr,
    description,
    tags,
    unit: unit as Unit,
    weight: weight === null ? null : Number(weight),
    organic,
    status: status as ProductStatus,
    currency: currency as Currency,
    discount_percent: discountPercent,
    min_order_qty: minOrderQty,
    harvest_date: day(harvestDate),
    available_from: day(availableFrom),
    available_until: day(availableUntil),
    grades: offers,
    images: images.map(([imageId, thumb, card, full]) => ({ id: imageId, thumb: uploadUrl(thumb), card: uploadUrl(card), full: uploadUrl(full) })),
    province,
    price_from_minor: Number(priceFromMinor),
    total_stock: Number(totalStock),
    rating_avg: ratingCount > 0 ? Math.round((ratingSum / ratingCount) * 10) / 10 : null,
    rating_count: ratingCount,
    visible,
    low_stock_threshold: null,
    revision,
    created_at: isoOf(createdAt),
    version: Number(version),
    updated_at: isoOf(updatedAt),
  };
}

export function toCategory(c: CategoryRow): Category {
  return { id: c.id, slug: c.slug, name_en: c.nameEn, name_fr: c.nameFr, position: c.position, version: c.version };
}

/** Never the seller's user id, email or phone. */
export function toSellerPublic(s: SellerRow): SellerPublic {
  return { id: s.id, farm_name: s.farmName, description: s.description, province: s.province, certifications: s.certifications, ...sellerTerms(s), version: s.version };
}

/** The checkout terms every buyer needs (minimum order, delivery fee, days, notice). */
export function sellerTerms(s: Pick<SellerRow, 'minOrderMinor' | 'deliveryFeeMinor' | 'deliveryDays' | 'leadDays'>) {
  return { min_order_minor: s.minOrderMinor, delivery_fee_minor: s.deliveryFeeMinor, delivery_days: [...s.deliveryDays].sort(), lead_days: s.leadDays };
}

/** Public customer feedback: the author as 'First L.', never their user id. */
export function toProductReview(r: ReviewRow): ProductReview {
  return { id: r.id, product_id: r.productId, rating: r.rating, comment: r.comment, author: r.author, created_at: r.createdAt.toISOString(), version: r.version };
}
