// Demo gallery: the demo's own produce drawings (illustrations.ts, 1200 px square, the same files products and
// blog covers use), captioned as what they are, drawings of produce the demo farms list, in English and French.
// No credit line: nobody took these pictures. One is hidden, so the console shows both states.
import type { Db } from '../client.ts';
import { galleryPhotos } from '../schema/gallery.ts';
import { IMAGE_SIZES, demoImagePaths } from './images.ts';

interface DemoPhoto {
  kind: string;
  en: [caption: string, alt: string];
  fr: [caption: string, alt: string];
  hidden?: true;
}

export const DEMO_GALLERY: DemoPhoto[] = [
  { kind: 'carrots', en: ['Carrots with their green tops, drawn for the demo', 'Drawing of three orange carrots tied with their leafy tops'], fr: ['Des carottes avec leurs fanes, dessinées pour la démo', 'Dessin de trois carottes orange attachées avec leurs fanes'] },
  { kind: 'honeycrisp', en: ['A Honeycrisp apple', 'Drawing of a red apple with a green leaf on its stem'], fr: ['Une pomme Honeycrisp', 'Dessin d’une pomme rouge avec une feuille verte sur la queue'] },
  { kind: 'strawberries', en: ['Strawberries, the first berries of June', 'Drawing of red strawberries'], fr: ['Des fraises, les premiers petits fruits de juin', 'Dessin de fraises rouges'] },
  { kind: 'wild-blueberries', en: ['Wild blueberries', 'Drawing of small dark blue wild blueberries'], fr: ['Des bleuets sauvages', 'Dessin de petits bleuets sauvages bleu foncé'] },
  { kind: 'sweet-corn', en: ['Peaches & Cream sweet corn', 'Drawing of an ear of yellow and white sweet corn in its husk'], fr: ['Du maïs sucré Peaches & Cream', 'Dessin d’un épi de maïs sucré jaune et blanc dans ses feuilles'] },
  { kind: 'heirloom-tomatoes', en: ['Heirloom tomatoes', 'Drawing of heirloom tomatoes in several colours'], fr: ['Des tomates ancestrales', 'Dessin de tomates ancestrales de plusieurs couleurs'] },
  { kind: 'pumpkins', en: ['A pie pumpkin', 'Drawing of an orange pumpkin with a green leaf'], fr: ['Une citrouille à tarte', 'Dessin d’une citrouille orange avec une feuille verte'] },
  { kind: 'butternut', en: ['Butternut squash, kept for months in a cool room', 'Drawing of a beige butternut squash'], fr: ['Une courge musquée, qui se garde des mois au frais', 'Dessin d’une courge musquée beige'] },
  { kind: 'maple-syrup', en: ['A jug of maple syrup', 'Drawing of a glass jug of amber maple syrup with a maple leaf label'], fr: ['Une cruche de sirop d’érable', 'Dessin d’une cruche en verre de sirop d’érable ambré, étiquette à feuille d’érable'] },
  { kind: 'eggs', en: ['Free-range eggs', 'Drawing of brown eggs'], fr: ['Des œufs de plein air', 'Dessin d’œufs bruns'] },
  { kind: 'oyster-mushrooms', en: ['Oyster mushrooms', 'Drawing of a cluster of grey oyster mushrooms'], fr: ['Des pleurotes', 'Dessin d’une grappe de pleurotes gris'] },
  { kind: 'kale', en: ['Curly kale', 'Drawing of a bunch of curly green kale'], fr: ['Du chou frisé', 'Dessin d’une botte de chou frisé vert'] },
  { kind: 'cheese-curds', en: ['Cheese curds (hidden: waiting for a better picture)', 'Drawing of fresh cheese curds'], fr: ['Du fromage en grains (masquée : en attente d’une meilleure image)', 'Dessin de fromage en grains frais'], hidden: true },
];

/** Inserts the demo gallery (run once, on an empty database). */
export async function seedGallery(db: Db, now: Date): Promise<void> {
  await db.insert(galleryPhotos).values(
    DEMO_GALLERY.map((p, position) => {
      const image = demoImagePaths(p.kind);
      return {
        captionEn: p.en[0],
        altEn: p.en[1],
        captionFr: p.fr[0],
        altFr: p.fr[1],
        credit: '',
        position,
        published: !p.hidden,
        imageThumb: image.thumb,
        imageCard: image.card,
        imageFull: image.full,
        width: IMAGE_SIZES.full,
        height: IMAGE_SIZES.full,
        createdAt: new Date(now.getTime() - (DEMO_GALLERY.length - position) * 3_600_000),
        updatedAt: now,
      };
    }),
  );
}
