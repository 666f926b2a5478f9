// How a product's main photo is asked for, in one place: the product page's gallery draws it with this srcset and
// sizes, and the server names the same in the page's head (a preload, so the photo travels beside the app's code on a
// thin link). The two must agree to the byte, or the browser downloads the photo twice.
import { PHOTO_WIDTHS } from './constants.ts';

/** The gallery's main photo: the page's width on a phone, half of it from 768 px. */
export const PRODUCT_PHOTO_SIZES = '(min-width: 768px) 50vw, 100vw';

/** The three stored sizes of a product photo (their addresses as the API gives them), as a srcset. */
export const productPhotoSrcSet = (img: { thumb: string; card: string; full: string }) =>
  `${img.thumb} ${PHOTO_WIDTHS.thumb}w, ${img.card} ${PHOTO_WIDTHS.card}w, ${img.full} ${PHOTO_WIDTHS.full}w`;
