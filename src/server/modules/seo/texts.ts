// What search engines and link previews read for the public pages: a title and a description per page, in English
// and French. Products and blog posts use their own name and summary (head.ts).
import type { Language } from '../../../contract/enums.ts';

type Text = Record<Language, string>;
export interface PageText {
  title: Text;
  description: Text;
}

const SITE: Text = { en: 'FreshMarket', fr: 'FreshMarket' };
export const siteName = (lang: Language) => SITE[lang];

export const DEFAULT_PAGE: PageText = {
  title: { en: 'FreshMarket — fresh produce from Canadian farms', fr: 'FreshMarket — produits frais des fermes canadiennes' },
  description: {
    en: 'FreshMarket: fresh produce straight from Canadian farms, for households, restaurants and retailers.',
    fr: 'FreshMarket : des produits frais directement des fermes canadiennes, pour les ménages, les restaurants et les détaillants.',
  },
};

/** The public pages that are in the sitemap, with their words. Private pages get the default head. */
export const PUBLIC_PAGES: Record<string, PageText> = {
  '/': DEFAULT_PAGE,
  '/marketplace': {
    title: { en: 'Marketplace — FreshMarket', fr: 'Marché — FreshMarket' },
    description: {
      en: 'Fruit, vegetables, herbs and more from farms across Canada, by quality grade, with prices and stock of each farm.',
      fr: "Fruits, légumes, fines herbes et plus, des fermes de partout au Canada, par catégorie de qualité, avec les prix et le stock de chaque ferme.",
    },
  },
  '/pricewise': {
    title: { en: 'Pricewise: compare farm prices — FreshMarket', fr: 'Pricewise : comparer les prix des fermes — FreshMarket' },
    description: {
      en: 'Compare the price of a produce across farms, grades, units and currencies, per kilogram or per piece, with its history.',
      fr: "Comparez le prix d'un produit entre fermes, catégories, unités et devises, au kilogramme ou à la pièce, avec son historique.",
    },
  },
  '/preorderproduce': {
    title: { en: 'Pre-order the next harvest — FreshMarket', fr: 'Précommander la prochaine récolte — FreshMarket' },
    description: {
      en: 'Reserve produce from harvests farms have announced, with the date, the price and the deposit they ask.',
      fr: "Réservez des produits des récoltes annoncées par les fermes, avec la date, le prix et l'acompte demandés.",
    },
  },
  '/flexiblebuying': {
    title: { en: 'Flexible buying — FreshMarket', fr: 'Achat flexible — FreshMarket' },
    description: {
      en: 'Standing orders, bulk requests with quotes and counter-offers, and reorders for restaurants, retailers and households.',
      fr: 'Commandes récurrentes, demandes en gros avec soumissions et contre-offres, et commandes répétées pour restaurants, détaillants et ménages.',
    },
  },
  '/blog': {
    title: { en: 'Blog — FreshMarket', fr: 'Blogue — FreshMarket' },
    description: {
      en: 'Stories from the farms, seasonal guides and marketplace news.',
      fr: 'Histoires des fermes, guides de saison et nouvelles du marché.',
    },
  },
  '/contact': {
    title: { en: 'Contact us — FreshMarket', fr: 'Nous joindre — FreshMarket' },
    description: { en: 'Write to the FreshMarket team.', fr: "Écrivez à l'équipe de FreshMarket." },
  },
  '/about': {
    title: { en: 'About us — FreshMarket', fr: 'À propos — FreshMarket' },
    description: {
      en: 'Who runs FreshMarket and how the marketplace works for farms and buyers.',
      fr: 'Qui fait FreshMarket et comment le marché fonctionne pour les fermes et les acheteurs.',
    },
  },
  '/seller': {
    title: { en: 'Sell on FreshMarket', fr: 'Vendre sur FreshMarket' },
    description: {
      en: 'How a farm lists its produce by grade, manages branches and stock, and answers orders and quote requests.',
      fr: 'Comment une ferme affiche ses produits par catégorie, gère ses succursales et son stock, et répond aux commandes et aux demandes de soumission.',
    },
  },
  '/buyer': {
    title: { en: 'Buy on FreshMarket', fr: 'Acheter sur FreshMarket' },
    description: {
      en: 'How households, restaurants and retailers buy from farms: cart, checkout, bulk quotes, standing orders and pre-orders.',
      fr: 'Comment ménages, restaurants et détaillants achètent aux fermes : panier, paiement, soumissions en gros, commandes récurrentes et précommandes.',
    },
  },
  '/privacypolicy': {
    title: { en: 'Privacy policy — FreshMarket', fr: 'Politique de confidentialité — FreshMarket' },
    description: { en: 'What FreshMarket keeps about you, why, and for how long.', fr: 'Ce que FreshMarket conserve à votre sujet, pourquoi et pendant combien de temps.' },
  },
  '/termsandconditions': {
    title: { en: 'Terms and conditions — FreshMarket', fr: "Conditions d'utilisation — FreshMarket" },
    description: { en: 'The terms of using FreshMarket, for buyers and farms.', fr: "Les conditions d'utilisation de FreshMarket, pour les acheteurs et les fermes." },
  },
};
