// The demo data set: accounts, farms and their branches (one pending, one rejected), categories, the kinds of produce
// the 300 demo products are drawn from (every unit), and the words of the demo reviews.
import type { Role, Unit } from '../../../contract/enums.ts';

export const DEMO_PASSWORD = 'Harvest2026!';

export interface DemoAccount {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'buyer@demo.freshmarket.ca', role: 'Buyer', firstName: 'Bianca', lastName: 'Buyer', phone: '+14165550101' },
  { email: 'bulkbuyer@demo.freshmarket.ca', role: 'BulkBuyer', firstName: 'Bruno', lastName: 'Bulk', phone: '+14165550102' },
  { email: 'seller@demo.freshmarket.ca', role: 'Seller', firstName: 'Sam', lastName: 'Seller', phone: '+15195550103' },
  { email: 'seller2@demo.freshmarket.ca', role: 'Seller', firstName: 'Élodie', lastName: 'Gagnon', phone: '+14505550104' },
  { email: 'seller3@demo.freshmarket.ca', role: 'Seller', firstName: 'Harpreet', lastName: 'Sandhu', phone: '+16045550105' },
  { email: 'seller4@demo.freshmarket.ca', role: 'Seller', firstName: 'Colleen', lastName: 'MacDonald', phone: '+19025550106' },
  { email: 'seller5@demo.freshmarket.ca', role: 'Seller', firstName: 'Darren', lastName: 'Kowalchuk', phone: '+14035550107' },
  { email: 'seller6@demo.freshmarket.ca', role: 'Seller', firstName: 'Marie', lastName: 'Friesen', phone: '+12045550108' },
  { email: 'admin@demo.freshmarket.ca', role: 'Admin', firstName: 'Ada', lastName: 'Admin', phone: '+16135550109' },
];

export interface DemoBranch {
  name: string;
  city: string;
  address: string;
  postalCode: string;
  province?: string;
  /** Approved unless said otherwise: a pending branch's products stay hidden from buyers. */
  status?: 'pending' | 'rejected';
  rejectReason?: string;
}

export interface DemoFarm {
  email: string;
  farmName: string;
  province: string;
  city: string;
  address: string;
  postalCode: string;
  description: string;
  certifications: string[];
  /** Checkout terms: minimum order and delivery fee in CAD cents, ISO weekdays of delivery and pickup, days of notice. */
  terms: { minOrderMinor: number; deliveryFeeMinor: number; deliveryDays: number[]; leadDays: number };
  branches: DemoBranch[];
  /**
   * Canadian farms price in CAD. A farm that truly sells across the border prices what it sells there in US dollars:
   * the product variants (their tags) it sells to American buyers.
   */
  usdTags?: string[];
}

export const DEMO_FARMS: DemoFarm[] = [
  {
    email: 'seller@demo.freshmarket.ca',
    farmName: 'Maple Ridge Farm',
    province: 'ON',
    city: 'Simcoe',
    address: '1450 Highway 24',
    postalCode: 'N3Y 4K3',
    description: 'Family farm in Norfolk County growing apples, berries and field vegetables since 1962.',
    certifications: ['Canada Organic', 'CanadaGAP'],
    terms: { minOrderMinor: 2500, deliveryFeeMinor: 750, deliveryDays: [2, 4, 6], leadDays: 1 },
    branches: [
      { name: 'Home farm stand', city: 'Simcoe', address: '1450 Highway 24', postalCode: 'N3Y 4K3' },
      { name: 'St. Lawrence Market stall', city: 'Toronto', address: '93 Front St E', postalCode: 'M5E 1C3' },
      { name: 'Port Dover pop-up', city: 'Port Dover', address: '6 Main St', postalCode: 'N0A 1N0', status: 'pending' },
    ],
  },
  {
    email: 'seller2@demo.freshmarket.ca',
    farmName: 'Ferme des Érables',
    province: 'QC',
    city: 'Saint-Georges',
    address: '880 rang Saint-Joseph',
    postalCode: 'G5Y 5B9',
    description: "Érablière et maraîcher de la Beauce : sirop d'érable, légumes racines et petits fruits.",
    certifications: ['Biologique Canada'],
    terms: { minOrderMinor: 0, deliveryFeeMinor: 0, deliveryDays: [1, 2, 3, 4, 5], leadDays: 2 },
    branches: [
      { name: 'Cabane à sucre', city: 'Saint-Georges', address: '880 rang Saint-Joseph', postalCode: 'G5Y 5B9' },
      { name: 'Marché Jean-Talon', city: 'Montréal', address: '7070 av. Henri-Julien', postalCode: 'H2S 3S3' },
      { name: 'Kiosque de Lévis', city: 'Lévis', address: '5 rue Saint-Louis', postalCode: 'G6V 4G9' },
      // Across the river from Gatineau: the farm also serves Ontario (a request for carrots in ON reaches two farms).
      { name: 'Marché By', city: 'Ottawa', address: '55 ByWard Market Sq', postalCode: 'K1N 9C3', province: 'ON' },
    ],
  },
  {
    email: 'seller3@demo.freshmarket.ca',
    farmName: 'Fraser Valley Growers',
    province: 'BC',
    city: 'Abbotsford',
    address: '33800 King Rd',
    postalCode: 'V2S 7M8',
    description:
      'Blueberries, mushrooms and greenhouse vegetables from Abbotsford. Our bulk cases and restaurant packs also cross at Sumas to restaurants and distributors in Washington State, so we price those in US dollars.',
    certifications: ['CanadaGAP'],
    usdTags: ['bulk', 'food service'],
    terms: { minOrderMinor: 4000, deliveryFeeMinor: 1200, deliveryDays: [3, 6], leadDays: 2 },
    branches: [
      { name: 'Abbotsford packing house', city: 'Abbotsford', address: '33800 King Rd', postalCode: 'V2S 7M8' },
      {
        name: 'Chilliwack roadside stand',
        city: 'Chilliwack',
        address: '48 Yale Rd',
        postalCode: 'V2P 2N6',
        status: 'rejected',
        rejectReason: 'The address is a residential lot. Please add the farm-stand permit number and submit the branch again.',
      },
    ],
  },
  {
    email: 'seller4@demo.freshmarket.ca',
    farmName: 'Annapolis Orchards',
    province: 'NS',
    city: 'Wolfville',
    address: '212 Main St',
    postalCode: 'B4P 1C4',
    description: 'Apples, pears, haskap and honey from the Annapolis Valley.',
    certifications: [],
    terms: { minOrderMinor: 2000, deliveryFeeMinor: 500, deliveryDays: [5, 6], leadDays: 1 },
    branches: [
      { name: 'Orchard store', city: 'Wolfville', address: '212 Main St', postalCode: 'B4P 1C4' },
      { name: 'Halifax Seaport Market', city: 'Halifax', address: '1209 Marginal Rd', postalCode: 'B3H 4P8' },
    ],
  },
  {
    email: 'seller5@demo.freshmarket.ca',
    farmName: 'Prairie Sky Grains',
    province: 'AB',
    city: 'Red Deer',
    address: 'RR 2, Site 4',
    postalCode: 'T4N 5E2',
    description: 'Heritage grains, lentils and free-range eggs near Red Deer.',
    certifications: ['Canada Organic'],
    terms: { minOrderMinor: 5000, deliveryFeeMinor: 1500, deliveryDays: [4], leadDays: 3 },
    branches: [{ name: 'Farm gate', city: 'Red Deer', address: 'RR 2, Site 4', postalCode: 'T4N 5E2' }],
  },
  {
    email: 'seller6@demo.freshmarket.ca',
    farmName: 'Red River Market Garden',
    province: 'MB',
    city: 'Winkler',
    address: '455 Mountain Ave',
    postalCode: 'R6W 1J4',
    description: 'Potatoes, cabbages, herbs and wildflower honey from the Red River valley.',
    certifications: [],
    terms: { minOrderMinor: 1500, deliveryFeeMinor: 600, deliveryDays: [2, 5, 6], leadDays: 1 },
    branches: [
      { name: 'Market garden', city: 'Winkler', address: '455 Mountain Ave', postalCode: 'R6W 1J4' },
      { name: 'The Forks stall', city: 'Winnipeg', address: '1 Forks Market Rd', postalCode: 'R3C 4L8' },
      { name: 'Regina pick-up point', city: 'Regina', address: '1800 Dewdney Ave', postalCode: 'S4R 1G5', province: 'SK' },
    ],
  },
];

/**
 * Products the random draw puts elsewhere, placed by name on a farm's branch: bulk buying needs two farms selling
 * carrots in Ontario (Maple Ridge Farm and Ferme des Érables' Ottawa stall). The draw itself is unchanged.
 */
export const DEMO_PLACEMENTS: Record<string, { email: string; branch: string }> = {
  'Carrots – Bulk case': { email: 'seller@demo.freshmarket.ca', branch: 'Home farm stand' },
  'Carrots – Farmers’ pick': { email: 'seller2@demo.freshmarket.ca', branch: 'Marché By' },
};

/** The demo bulk buyer's business (bulk_buyers row): a restaurant in Toronto. */
export const DEMO_BULK_BUYER = {
  email: 'bulkbuyer@demo.freshmarket.ca',
  businessName: 'Bistro Bruno',
  businessNumber: '871204356',
  businessType: 'Restaurant/Food_Service',
  expectedMonthlyVolume: 2000,
  hstNumber: '871204356RT0001',
  sfcrLicense: 'SFCR-7G4K2M9Q',
  unit: 'kg',
} as const;

/** Buyers whose names sign the demo reviews besides the demo buyer and bulk buyer (no account: user_id null). */
export const REVIEW_AUTHORS = ['Chloé T.', 'Mathieu L.', 'Priya K.', 'Tom W.', 'Nadia R.', 'Jean-François P.', 'Emily C.', 'Sophie G.'];

/** Review comments by rating, in English and French. */
export const REVIEW_COMMENTS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'Incredibly fresh, you can taste the difference from the grocery store.',
    'Picked up on Saturday and it was perfect. Will order again!',
    'Top grade really is top grade. Worth every cent.',
    'Fraîcheur exceptionnelle, on goûte la différence. Merci!',
    'Excellent produit, livré rapidement et très bien emballé.',
  ],
  4: [
    'Very good quality, a couple of pieces were smaller than expected.',
    'Great value for the mid grade. Our restaurant uses it every week.',
    'Très bon, quelques morceaux un peu petits mais savoureux.',
    'Bon rapport qualité-prix, je recommande.',
  ],
  3: ['Decent, but it did not keep as long as I hoped.', 'Correct, sans plus. La catégorie inférieure porte bien son nom.'],
  2: ['Several pieces were bruised on arrival.', 'Déçu : une partie était abîmée à la livraison.'],
  1: ['Arrived spoiled. The farm refunded me quickly, though.'],
};

export const CATEGORIES = [
  { slug: 'vegetables', nameEn: 'Vegetables', nameFr: 'Légumes' },
  { slug: 'fruits', nameEn: 'Fruits', nameFr: 'Fruits' },
  { slug: 'leafy-greens', nameEn: 'Leafy greens', nameFr: 'Légumes-feuilles' },
  { slug: 'root-vegetables', nameEn: 'Root vegetables', nameFr: 'Légumes-racines' },
  { slug: 'berries', nameEn: 'Berries', nameFr: 'Petits fruits' },
  { slug: 'herbs', nameEn: 'Herbs', nameFr: 'Fines herbes' },
  { slug: 'mushrooms', nameEn: 'Mushrooms', nameFr: 'Champignons' },
  { slug: 'grains', nameEn: 'Grains & pulses', nameFr: 'Céréales et légumineuses' },
  { slug: 'dairy-eggs', nameEn: 'Dairy & eggs', nameFr: 'Produits laitiers et œufs' },
  { slug: 'honey-maple', nameEn: 'Honey & maple', nameFr: 'Miel et érable' },
  { slug: 'squash', nameEn: 'Squash & pumpkins', nameFr: 'Courges et citrouilles' },
  { slug: 'preserves', nameEn: 'Juices & preserves', nameFr: 'Jus et conserves' },
] as const;
export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export interface ProduceKind {
  slug: string;
  name: string;
  nameFr: string;
  category: CategorySlug;
  unit: Unit;
  /** Price of one unit of top grade, in CAD cents. */
  price: number;
  /** Background and shape colours of the demo picture. */
  colors: [string, string];
  tags: string[];
}

const k = (
  slug: string,
  name: string,
  nameFr: string,
  category: CategorySlug,
  unit: Unit,
  price: number,
  colors: [string, string],
  tags: string[] = [],
): ProduceKind => ({ slug, name, nameFr, category, unit, price, colors, tags });

export const PRODUCE: ProduceKind[] = [
  k('honeycrisp', 'Honeycrisp Apples', 'Pommes Honeycrisp', 'fruits', 'kg', 549, ['#fde2e4', '#c1121f'], ['apples', 'crisp']),
  k('mcintosh', 'McIntosh Apples', 'Pommes McIntosh', 'fruits', 'kg', 399, ['#ffe5ec', '#9d0208'], ['apples']),
  k('bartlett', 'Bartlett Pears', 'Poires Bartlett', 'fruits', 'kg', 479, ['#f1f7d4', '#a7c957'], ['pears']),
  k('peaches', 'Niagara Peaches', 'Pêches du Niagara', 'fruits', 'kg', 699, ['#fff1e6', '#f4a261'], ['stone fruit']),
  k('cherries', 'Sweet Cherries', 'Cerises douces', 'fruits', 'kg', 1199, ['#ffe0e9', '#780000'], ['stone fruit']),
  k('plums', 'Italian Plums', 'Prunes italiennes', 'fruits', 'kg', 599, ['#ede7f6', '#5a189a'], ['stone fruit']),
  k('strawberries', 'Strawberries', 'Fraises', 'berries', 'pack', 599, ['#ffe5e5', '#e63946'], ['u-pick', 'june']),
  k('blueberries', 'Highbush Blueberries', 'Bleuets en corymbe', 'berries', 'pack', 699, ['#e0e7ff', '#3a0ca3'], ['antioxidants']),
  k('wild-blueberries', 'Wild Blueberries', 'Bleuets sauvages', 'berries', 'pack', 899, ['#e7ecff', '#240046'], ['wild']),
  k('raspberries', 'Raspberries', 'Framboises', 'berries', 'pack', 749, ['#ffe3ec', '#d00000'], []),
  k('cranberries', 'Cranberries', 'Canneberges', 'berries', 'kg', 649, ['#ffe8e8', '#9b2226'], ['fall']),
  k('haskap', 'Haskap Berries', "Baies d'haskap", 'berries', 'pack', 999, ['#ece4ff', '#3c096c'], ['superfruit']),
  k('carrots', 'Carrots', 'Carottes', 'root-vegetables', 'kg', 249, ['#fff3e0', '#f77f00'], ['storage']),
  k('yukon-potatoes', 'Yukon Gold Potatoes', 'Pommes de terre Yukon Gold', 'root-vegetables', 'kg', 199, ['#fdf6e3', '#bc8a5f'], ['storage']),
  k('beets', 'Red Beets', 'Betteraves rouges', 'root-vegetables', 'kg', 299, ['#fce4ec', '#7b2cbf'], []),
  k('parsnips', 'Parsnips', 'Panais', 'root-vegetables', 'kg', 349, ['#fefae0', '#dda15e'], ['storage']),
  k('onions', 'Yellow Onions', 'Oignons jaunes', 'vegetables', 'kg', 219, ['#fff8e1', '#e9c46a'], ['storage']),
  k('garlic', 'Garlic', 'Ail', 'vegetables', 'kg', 1899, ['#f8f9fa', '#adb5bd'], ['hardneck']),
  k('tomatoes', 'Field Tomatoes', 'Tomates des champs', 'vegetables', 'kg', 499, ['#ffe5e0', '#d62828'], ['summer']),
  k('heirloom-tomatoes', 'Heirloom Tomatoes', 'Tomates ancestrales', 'vegetables', 'kg', 799, ['#fff0e0', '#e76f51'], ['heirloom']),
  k('cucumbers', 'English Cucumbers', 'Concombres anglais', 'vegetables', 'piece', 149, ['#e9f5db', '#38b000'], ['greenhouse']),
  k('sweet-corn', 'Peaches & Cream Sweet Corn', 'Maïs sucré Peaches & Cream', 'vegetables', 'dozen', 799, ['#fffbe0', '#f9c74f'], ['summer']),
  k('green-beans', 'Green Beans', 'Haricots verts', 'vegetables', 'kg', 549, ['#e8f5e9', '#2d6a4f'], []),
  k('bell-peppers', 'Bell Peppers', 'Poivrons', 'vegetables', 'kg', 599, ['#fff3e0', '#f3722c'], ['greenhouse']),
  k('broccoli', 'Broccoli', 'Brocoli', 'vegetables', 'piece', 299, ['#e6f4ea', '#1b4332'], []),
  k('cauliflower', 'Cauliflower', 'Chou-fleur', 'vegetables', 'piece', 399, ['#f5f5f0', '#d4d4aa'], []),
  k('cabbage', 'Green Cabbage', 'Chou vert', 'vegetables', 'piece', 349, ['#eef7e6', '#70a37f'], ['storage']),
  k('asparagus', 'Asparagus', 'Asperges', 'vegetables', 'kg', 999, ['#eef6e4', '#4f772d'], ['spring']),
  k('butternut', 'Butternut Squash', 'Courge musquée', 'squash', 'piece', 349, ['#fff4e0', '#e09f3e'], ['fall']),
  k('pumpkins', 'Pie Pumpkins', 'Citrouilles à tarte', 'squash', 'piece', 499, ['#fff0e0', '#f48c06'], ['fall']),
  k('kale', 'Curly Kale', 'Chou frisé', 'leafy-greens', 'pack', 349, ['#e3f2e1', '#2b9348'], []),
  k('spinach', 'Baby Spinach', 'Jeunes épinards', 'leafy-greens', 'pack', 399, ['#e6f4ea', '#007f5f'], []),
  k('romaine', 'Romaine Lettuce', 'Laitue romaine', 'leafy-greens', 'piece', 249, ['#f0f9e8', '#55a630'], []),
  k('basil', 'Genovese Basil', 'Basilic génois', 'herbs', 'pack', 299, ['#e8f5e9', '#2d6a4f'], ['fresh herbs']),
  k('dill', 'Fresh Dill', 'Aneth frais', 'herbs', 'pack', 249, ['#eef7ee', '#588157'], ['fresh herbs']),
  k('oyster-mushrooms', 'Oyster Mushrooms', 'Pleurotes', 'mushrooms', 'kg', 1599, ['#f3efe9', '#8d7b68'], []),
  k('shiitake', 'Shiitake Mushrooms', 'Champignons shiitake', 'mushrooms', 'kg', 1899, ['#f1e9e1', '#6f4e37'], []),
  k('lentils', 'Green Lentils', 'Lentilles vertes', 'grains', 'kg', 449, ['#f4f1de', '#606c38'], ['pulses', 'dry goods']),
  k('oats', 'Rolled Oats', 'Flocons d’avoine', 'grains', 'kg', 399, ['#faf3e0', '#b08968'], ['dry goods']),
  k('eggs', 'Free-range Eggs', 'Œufs de plein air', 'dairy-eggs', 'dozen', 699, ['#fffdf5', '#e9d8a6'], ['free range']),
  k('maple-syrup', 'Maple Syrup', "Sirop d'érable", 'honey-maple', 'l', 2499, ['#fbeee0', '#99582a'], ['amber', 'pure']),
  k('honey', 'Wildflower Honey, 500 g jar', 'Miel de fleurs sauvages, pot de 500 g', 'honey-maple', 'piece', 1299, ['#fff6d5', '#e9a100'], ['raw']),
  k('apple-juice', 'Pressed Apple Juice', 'Jus de pomme pressé', 'preserves', 'l', 599, ['#fff8e0', '#ca6702'], ['unfiltered']),
  // The units the kinds above do not use: g, oz, lb, ml, box.
  k('cheese-curds', 'Cheese Curds', 'Fromage en grains', 'dairy-eggs', 'g', 3, ['#fffbea', '#f2cc8f'], ['squeaky', 'fresh']),
  k('chanterelles', 'Dried Chanterelles', 'Chanterelles séchées', 'mushrooms', 'g', 45, ['#fff4e0', '#e09f3e'], ['wild', 'dry goods']),
  k('microgreens', 'Pea Microgreens', 'Micropousses de pois', 'leafy-greens', 'oz', 199, ['#eefbe7', '#6a994e'], ['greenhouse']),
  k('sweet-potatoes', 'Sweet Potatoes', 'Patates douces', 'root-vegetables', 'lb', 179, ['#fff0e6', '#bc4b51'], ['storage']),
  k('haskap-juice', 'Cold-pressed Haskap Juice', "Jus d'haskap pressé à froid", 'preserves', 'ml', 3, ['#f3e8ff', '#5a189a'], ['superfruit']),
  k('harvest-box', 'Mixed Harvest Box', 'Panier de récolte variée', 'vegetables', 'box', 3499, ['#f1f8e9', '#386641'], ['weekly box', 'csa']),
];

/** Variants give the 300 products distinct, believable names. */
export const VARIANTS: Array<{ en: string; fr: string; tag?: string }> = [
  { en: '', fr: '' },
  { en: 'Seconds', fr: 'Déclassés', tag: 'seconds' },
  { en: 'Bulk case', fr: 'Caisse en vrac', tag: 'bulk' },
  { en: 'Early season', fr: 'Début de saison', tag: 'early' },
  { en: 'Late harvest', fr: 'Récolte tardive', tag: 'late' },
  { en: 'Farmers’ pick', fr: 'Choix du fermier', tag: 'featured' },
  { en: 'Restaurant pack', fr: 'Format restaurant', tag: 'food service' },
];

export interface DemoAddress {
  email: string;
  label: string;
  fullName: string;
  line1: string;
  line2: string | null;
  city: string;
  province: string;
  postalCode: string;
  deliveryInstructions: string | null;
}

/** Delivery addresses of the demo buyers (the bulk buyer is a restaurant in Toronto). */
export const DEMO_ADDRESSES: DemoAddress[] = [
  { email: 'buyer@demo.freshmarket.ca', label: 'Home', fullName: 'Bianca Buyer', line1: '88 Harbord St', line2: 'Apt 3', city: 'Toronto', province: 'ON', postalCode: 'M5S 1G5', deliveryInstructions: 'Buzz 3, leave with the concierge if nobody answers' },
  { email: 'bulkbuyer@demo.freshmarket.ca', label: 'Bistro Bruno (kitchen)', fullName: 'Bruno Bulk', line1: '220 King St W', line2: null, city: 'Toronto', province: 'ON', postalCode: 'M5H 1K4', deliveryInstructions: 'Kitchen door in the lane, before 10 a.m.' },
];
