// Demo blog: posts in English and French about what FreshMarket really does (seasonal produce, storage, a demo
// farm, bulk quotes, pre-orders, grades, offline use), one scheduled for next month and one draft, with covers
// taken from the demo produce pictures, a few approved comments in both languages and one waiting for moderation.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { blogComments, blogPosts } from '../schema/blog.ts';
import { demoImagePaths } from './images.ts';

interface DemoPost {
  slug: string;
  cover: string;
  category: 'seasonal' | 'storage' | 'farms' | 'buying' | 'news';
  tags: string[];
  /** Days from the seed day (negative: already public). */
  day: number;
  state?: 'draft' | 'scheduled';
  en: [title: string, summary: string, body: string, alt: string];
  fr: [title: string, summary: string, body: string, alt: string];
}

export const DEMO_POSTS: DemoPost[] = [
  {
    slug: 'late-autumn-produce-canada',
    cover: 'butternut',
    category: 'seasonal',
    tags: ['autumn', 'squash', 'apples', 'root vegetables'],
    day: -3,
    en: [
      'What is in season in late autumn across Canada',
      'Squash, storage apples, roots and cabbages: what farms are still harvesting and selling as the nights get cold.',
      `Late autumn is when Canadian farms sell the crops that keep. The tender greens are mostly gone, but the cold rooms are full.

## What to look for now

- **Winter squash and pumpkins**: butternut and pie pumpkins cure for two weeks after harvest, which sweetens them.
- **Storage apples**: Honeycrisp and McIntosh from Nova Scotia and Ontario orchards, picked in September and October.
- **Root vegetables**: carrots, beets, parsnips and Yukon potatoes. Parsnips get sweeter after the first frost.
- **Cabbage, onions and garlic**: the backbone of winter cooking.

## Buying tip

Filter the marketplace by your province and choose **In stock** to see what a farm near you can deliver this week. A product marked *Seasonal* may come back; one *Out of Stock* is waiting for its next harvest.

Browse the [marketplace](/marketplace) or compare prices per kilogram on [Pricewise](/pricewise).`,
      'Butternut squash drawn in orange on a pale background',
    ],
    fr: [
      'Les produits de saison à la fin de l’automne au Canada',
      'Courges, pommes de garde, légumes-racines et choux : ce que les fermes récoltent et vendent encore quand les nuits refroidissent.',
      `La fin de l’automne, c’est la saison des récoltes qui se conservent. Les verdures tendres sont presque finies, mais les chambres froides sont pleines.

## Quoi chercher maintenant

- **Courges d’hiver et citrouilles** : la courge musquée et la citrouille à tarte mûrissent deux semaines après la récolte, ce qui les adoucit.
- **Pommes de garde** : Honeycrisp et McIntosh des vergers de la Nouvelle-Écosse et de l’Ontario, cueillies en septembre et en octobre.
- **Légumes-racines** : carottes, betteraves, panais et pommes de terre Yukon. Le panais devient plus sucré après le premier gel.
- **Chou, oignons et ail** : la base de la cuisine d’hiver.

## Conseil d’achat

Filtrez le marché par province et choisissez **En stock** pour voir ce qu’une ferme près de chez vous peut livrer cette semaine. Un produit *De saison* peut revenir; un produit *En rupture* attend sa prochaine récolte.

Parcourez le [marché](/marketplace) ou comparez les prix au kilo avec [Pricewise](/pricewise).`,
      'Courge musquée dessinée en orange sur un fond pâle',
    ],
  },
  {
    slug: 'keep-root-vegetables-crisp',
    cover: 'carrots',
    category: 'storage',
    tags: ['storage', 'root vegetables', 'carrots', 'winter'],
    day: -10,
    en: [
      'Keeping carrots, beets and parsnips crisp all winter',
      'Cold, humid and dark: how to store root vegetables at home so a 10 lb box lasts for weeks.',
      `Root vegetables bought by the box are the cheapest way to eat local produce in winter, if they keep. They want three things: **cold, humidity and darkness**.

1. **Cut the tops off** carrots and beets, leaving 1 cm of stem. Leaves pull water out of the root.
2. **Do not wash** them before storing; brush off loose soil instead.
3. **Keep them at 0 to 4 °C** in the crisper drawer, in a bag left slightly open, or in a box of damp sand in a cold garage that never freezes.
4. **Keep them away from apples and pears**: the ethylene they give off makes carrots bitter.

Potatoes are the exception: they want 7 to 10 °C and complete darkness, never the fridge.

A carrot that has gone soft is not spoiled: soak it in cold water for an hour and it firms up again.`,
      'Carrots drawn in orange with green tops',
    ],
    fr: [
      'Garder carottes, betteraves et panais croquants tout l’hiver',
      'Froid, humide et sombre : comment conserver les légumes-racines à la maison pour qu’une boîte de 10 lb dure des semaines.',
      `Les légumes-racines achetés à la boîte sont la façon la plus économique de manger local l’hiver, s’ils se conservent. Il leur faut trois choses : **du froid, de l’humidité et de l’obscurité**.

1. **Coupez les fanes** des carottes et des betteraves en laissant 1 cm de tige. Les feuilles vident la racine de son eau.
2. **Ne les lavez pas** avant de les ranger; brossez plutôt la terre.
3. **Gardez-les entre 0 et 4 °C** dans le bac à légumes, dans un sac entrouvert, ou dans une caisse de sable humide dans un garage froid qui ne gèle jamais.
4. **Éloignez-les des pommes et des poires** : l’éthylène qu’elles dégagent rend les carottes amères.

La pomme de terre fait exception : elle préfère de 7 à 10 °C et le noir complet, jamais le réfrigérateur.

Une carotte ramollie n’est pas gâtée : une heure dans l’eau froide et elle redevient ferme.`,
      'Carottes dessinées en orange avec leurs fanes vertes',
    ],
  },
  {
    slug: 'meet-maple-ridge-farm',
    cover: 'harvest-box',
    category: 'farms',
    tags: ['ontario', 'farm stories', 'standing orders'],
    day: -17,
    en: [
      'Meet Maple Ridge Farm in Simcoe, Ontario',
      'A Norfolk County family farm that sells at its own farm stand, at a Toronto market stall and to restaurants every week.',
      `Maple Ridge Farm grows vegetables and fruit near Simcoe, in Norfolk County, one of Ontario's sandiest and earliest growing areas. On FreshMarket it sells from its **home farm stand** and its **St. Lawrence Market stall** in Toronto.

## Selling by grade

Like every farm on FreshMarket, Maple Ridge lists each product in up to three grades. Top grade goes to shoppers who want the best-looking produce; mid and lower grades sell the same harvest at lower prices to kitchens that peel, chop and cook it anyway. Nothing good goes to waste.

## Weekly deliveries

Restaurants such as the demo's *Bistro Bruno* receive a **standing order** from Maple Ridge every week. Each delivery is placed as an ordinary order 48 hours ahead at that day's price, so the farm knows what to pick and the kitchen can skip a week when it needs to.

Find their products in the [marketplace](/marketplace).`,
      'A harvest box of mixed vegetables',
    ],
    fr: [
      'À la rencontre de Maple Ridge Farm, à Simcoe (Ontario)',
      'Une ferme familiale du comté de Norfolk qui vend à son kiosque, à un étal de marché à Toronto et à des restaurants chaque semaine.',
      `Maple Ridge Farm cultive légumes et fruits près de Simcoe, dans le comté de Norfolk, une des régions les plus sablonneuses et les plus hâtives de l’Ontario. Sur FreshMarket, elle vend à son **kiosque à la ferme** et à son **étal du marché St. Lawrence** à Toronto.

## Vendre par catégorie

Comme toutes les fermes de FreshMarket, Maple Ridge propose chaque produit en trois catégories au plus. La catégorie supérieure va à ceux qui veulent les plus beaux produits; les catégories moyenne et inférieure vendent la même récolte moins cher aux cuisines qui pèlent, coupent et cuisent de toute façon. Rien de bon ne se perd.

## Livraisons hebdomadaires

Des restaurants comme le *Bistro Bruno* de la démo reçoivent une **commande récurrente** de Maple Ridge chaque semaine. Chaque livraison est passée comme une commande ordinaire 48 heures à l’avance, au prix du jour : la ferme sait quoi cueillir et la cuisine peut sauter une semaine au besoin.

Trouvez leurs produits dans le [marché](/marketplace).`,
      'Une boîte de récolte de légumes variés',
    ],
  },
  {
    slug: 'how-bulk-quotes-work',
    cover: 'cabbage',
    category: 'buying',
    tags: ['bulk buying', 'restaurants', 'quotes'],
    day: -24,
    en: [
      'How bulk quotes work on FreshMarket',
      'Restaurants, grocers and processors ask farms for produce in volume, negotiate a price and get a written agreement.',
      `Buying 200 kg of cabbage is not like buying a head of lettuce. Bulk buyers on FreshMarket **request** produce and farms **quote**.

## The steps

1. **Register as a bulk buyer** with your business details (business number, HST number, SFCR licence).
2. **Request produce**: what, how much, grade, packaging, delivery date, and which farms to ask (chosen farms, or every farm selling that category in your province).
3. **Farms quote** a price per unit. You can **counter-offer**; the farm can revise. Every move names the version it answers, so nobody accepts a price that has just changed.
4. **Accept**: the quote becomes an order and an **agreement** with a fingerprint of its terms, which either side can verify later.

Everything works offline too: a counter-offer typed in a cold room with no signal is sent once when the phone reconnects.

Ready? [Register as a bulk buyer](/register/bulk-buyer).`,
      'A green cabbage drawn on a pale background',
    ],
    fr: [
      'Comment fonctionnent les soumissions en gros sur FreshMarket',
      'Restaurants, épiciers et transformateurs demandent des produits en volume aux fermes, négocient un prix et obtiennent une entente écrite.',
      `Acheter 200 kg de chou, ce n’est pas acheter une laitue. Sur FreshMarket, les acheteurs en gros **demandent** des produits et les fermes **soumissionnent**.

## Les étapes

1. **Inscrivez-vous comme acheteur en gros** avec les renseignements de votre entreprise (numéro d’entreprise, numéro de TVH, licence SAC).
2. **Demandez des produits** : quoi, combien, catégorie, emballage, date de livraison et à quelles fermes (des fermes choisies, ou toutes celles qui vendent cette catégorie dans votre province).
3. **Les fermes soumissionnent** un prix à l’unité. Vous pouvez faire une **contre-offre**; la ferme peut réviser. Chaque geste nomme la version à laquelle il répond : personne n’accepte un prix qui vient de changer.
4. **Acceptez** : la soumission devient une commande et une **entente** avec l’empreinte de ses conditions, que chaque partie peut vérifier plus tard.

Tout fonctionne aussi hors ligne : une contre-offre tapée dans une chambre froide sans signal part une seule fois au retour du réseau.

Prêt? [Inscrivez-vous comme acheteur en gros](/register/bulk-buyer).`,
      'Un chou vert dessiné sur un fond pâle',
    ],
  },
  {
    slug: 'pre-order-a-harvest',
    cover: 'strawberries',
    category: 'buying',
    tags: ['pre-orders', 'harvest', 'berries'],
    day: -31,
    en: [
      'Pre-order a harvest before it is picked',
      'Farms announce what they expect to harvest; you reserve your share at the pre-order price and it becomes an order on harvest day.',
      `Strawberries, sweet corn and haskap berries have short seasons. Pre-orders let a farm know who wants what **before** it picks, so less goes to waste.

## How it works

- A farm declares an **expected harvest**: product, grade, quantity, a harvest window and a pre-order price (sometimes a deposit).
- You reserve a quantity on [Pre-order produce](/preorderproduce). You can never reserve more than what is left.
- When the farm records the harvest, pre-orders are **filled first come, first served** and become ordinary orders at the pre-order price.
- If the harvest is short, the farm offers you part of your quantity; you accept it or cancel.

FreshMarket shows the deposit a farm asks for but takes no payment itself: you pay the farm on delivery or at pickup.`,
      'Red strawberries drawn on a pale background',
    ],
    fr: [
      'Précommander une récolte avant la cueillette',
      'Les fermes annoncent ce qu’elles prévoient récolter; vous réservez votre part au prix de précommande et elle devient une commande le jour de la récolte.',
      `Les fraises, le maïs sucré et les camerises ont des saisons courtes. Les précommandes disent à une ferme qui veut quoi **avant** la cueillette : moins de gaspillage.

## Comment ça marche

- La ferme déclare une **récolte prévue** : produit, catégorie, quantité, période de récolte et prix de précommande (parfois un acompte).
- Vous réservez une quantité dans [Précommander des produits](/preorderproduce). Impossible de réserver plus que ce qui reste.
- Quand la ferme enregistre la récolte, les précommandes sont **servies dans l’ordre d’arrivée** et deviennent des commandes ordinaires au prix de précommande.
- Si la récolte est plus petite que prévu, la ferme vous offre une partie de votre quantité; vous l’acceptez ou vous annulez.

FreshMarket affiche l’acompte demandé par la ferme, mais ne prend aucun paiement : vous payez la ferme à la livraison ou au ramassage.`,
      'Fraises rouges dessinées sur un fond pâle',
    ],
  },
  {
    slug: 'what-grades-mean',
    cover: 'honeycrisp',
    category: 'buying',
    tags: ['grades', 'prices', 'apples'],
    day: -38,
    en: [
      'Top, mid and lower grade: what the grades mean',
      'The same apple tree gives all three. Here is how farms grade their produce and when the cheaper grade is the smarter buy.',
      `Every product on FreshMarket can be sold in three grades, each with its own price and stock.

| Grade | What it looks like | Best for |
|---|---|---|
| Top | Even size and colour, no marks | Eating fresh, gifts, display |
| Mid | Small marks or odd sizes | Everyday cooking, lunch boxes |
| Lower | Visible blemishes, still sound | Sauce, soup, juice, preserves |

The grades say nothing about freshness or safety: all three come from the same harvest. Making apple sauce? Lower grade Honeycrisp costs much less per kilogram and tastes the same once cooked.

**Pricewise** compares every offer of a produce per kilogram, grade by grade, in your currency. Try it with [apples](/pricewise?q=apples).`,
      'A red Honeycrisp apple',
    ],
    fr: [
      'Catégories supérieure, moyenne et inférieure : ce qu’elles veulent dire',
      'Un même pommier donne les trois. Voici comment les fermes classent leurs produits et quand la catégorie la moins chère est le meilleur choix.',
      `Chaque produit sur FreshMarket peut être vendu en trois catégories, chacune avec son prix et son stock.

| Catégorie | À quoi elle ressemble | Idéale pour |
|---|---|---|
| Supérieure | Taille et couleur égales, sans marque | Manger cru, offrir, présenter |
| Moyenne | Petites marques ou tailles inégales | Cuisine de tous les jours, boîtes à lunch |
| Inférieure | Défauts visibles, mais saine | Compote, soupe, jus, conserves |

Les catégories ne disent rien de la fraîcheur ni de la salubrité : les trois viennent de la même récolte. Vous faites de la compote? La Honeycrisp de catégorie inférieure coûte bien moins cher au kilo et a le même goût une fois cuite.

**Pricewise** compare chaque offre d’un produit au kilo, catégorie par catégorie, dans votre devise. Essayez avec les [pommes](/pricewise?q=pommes).`,
      'Une pomme Honeycrisp rouge',
    ],
  },
  {
    slug: 'shopping-without-a-signal',
    cover: 'eggs',
    category: 'news',
    tags: ['offline', 'app', 'rural'],
    day: -45,
    en: [
      'FreshMarket works where the signal drops',
      'Install it on your phone: the catalogue, your cart, orders and this blog stay readable offline, and your changes are sent once you reconnect.',
      `Farms are rarely where the best mobile coverage is. FreshMarket is built to keep working without a signal.

- **Install it** from your browser's menu (*Add to home screen*). It opens even in airplane mode.
- **Keep the catalogue on this device** from the sync panel, and the marketplace, filters and search work offline.
- **Changes wait on the phone**: a cart, an order, a harvest recorded in the field. The header says *Offline · 3 waiting*, and each change is sent exactly once when the phone is back online.
- **The blog too**: the latest list of posts and every post you opened stay readable offline.

Where the browser has no background sync (Safari, Firefox), changes leave while the app is open; the app tells you so.`,
      'A carton of brown eggs',
    ],
    fr: [
      'FreshMarket fonctionne là où le signal disparaît',
      'Installez-la sur votre téléphone : le catalogue, votre panier, vos commandes et ce blogue restent lisibles hors ligne, et vos changements partent au retour du réseau.',
      `Les fermes sont rarement là où le réseau mobile est le meilleur. FreshMarket est conçue pour fonctionner sans signal.

- **Installez-la** depuis le menu du navigateur (*Ajouter à l’écran d’accueil*). Elle s’ouvre même en mode avion.
- **Gardez le catalogue sur cet appareil** depuis le panneau de synchronisation : le marché, les filtres et la recherche fonctionnent hors ligne.
- **Les changements attendent sur le téléphone** : un panier, une commande, une récolte notée au champ. L’en-tête indique *Hors ligne · 3 en attente*, et chaque changement est envoyé une seule fois au retour du réseau.
- **Le blogue aussi** : la dernière liste d’articles et chaque article ouvert restent lisibles hors ligne.

Là où le navigateur n’a pas de synchronisation en arrière-plan (Safari, Firefox), les changements partent quand l’application est ouverte; elle vous le dit.`,
      'Une boîte d’œufs bruns',
    ],
  },
  {
    slug: 'spring-asparagus-preview',
    cover: 'asparagus',
    category: 'seasonal',
    tags: ['spring', 'asparagus'],
    day: 30,
    state: 'scheduled',
    en: [
      'Asparagus season: what to expect this spring',
      'Ontario and Quebec asparagus arrives in May; farms open pre-orders a few weeks before.',
      `Asparagus is the first vegetable of a Canadian spring. Farms start cutting in early May in southern Ontario and a week or two later in Quebec.

Watch [Pre-order produce](/preorderproduce) in April: farms announce their expected harvest there first.`,
      'Green asparagus spears',
    ],
    fr: [
      'La saison des asperges : à quoi s’attendre ce printemps',
      'Les asperges de l’Ontario et du Québec arrivent en mai; les fermes ouvrent les précommandes quelques semaines avant.',
      `L’asperge est le premier légume du printemps canadien. Les fermes commencent à couper début mai dans le sud de l’Ontario, une ou deux semaines plus tard au Québec.

Surveillez [Précommander des produits](/preorderproduce) en avril : les fermes y annoncent d’abord leur récolte prévue.`,
      'Des pointes d’asperges vertes',
    ],
  },
  {
    slug: 'holiday-market-hours',
    cover: 'maple-syrup',
    category: 'news',
    tags: ['holidays'],
    day: 0,
    state: 'draft',
    en: ['Holiday market hours (draft)', 'Which farm stands and market stalls are open over the holidays.', 'To be completed once the farms have sent their hours.', 'A bottle of maple syrup'],
    fr: ['Heures des marchés pendant les fêtes (brouillon)', 'Quels kiosques et étals sont ouverts pendant les fêtes.', 'À compléter quand les fermes auront envoyé leurs heures.', 'Une bouteille de sirop d’érable'],
  },
];

const COMMENTS: Array<{ post: string; name: string; email: string; body: string; language: 'en' | 'fr'; state: 'approved' | 'pending'; hours: number }> = [
  { post: 'keep-root-vegetables-crisp', name: 'Priya S.', email: 'priya.s@example.ca', body: 'The damp sand trick works. Our carrots from October were still crisp in February.', language: 'en', state: 'approved', hours: -200 },
  { post: 'keep-root-vegetables-crisp', name: 'Jean-François L.', email: 'jf.l@example.ca', body: 'Merci pour l’astuce de l’eau froide, je ne savais pas que ça marchait aussi bien.', language: 'fr', state: 'approved', hours: -150 },
  { post: 'how-bulk-quotes-work', name: 'Marco R.', email: 'marco@example.ca', body: 'We run a small restaurant in Guelph. Being able to counter-offer from the walk-in cooler without signal is exactly what we needed.', language: 'en', state: 'approved', hours: -300 },
  { post: 'what-grades-mean', name: 'Sophie T.', email: 'sophie.t@example.ca', body: 'J’achète la catégorie inférieure pour mes compotes depuis l’an dernier. Même goût, moitié prix.', language: 'fr', state: 'approved', hours: -500 },
  { post: 'late-autumn-produce-canada', name: 'Dave K.', email: 'dave.k@example.ca', body: 'Any farms in Manitoba selling parsnips this late? I could not find any with the province filter.', language: 'en', state: 'pending', hours: -5 },
];

/** Inserts the demo posts and comments (run once, on an empty database). */
export async function seedBlog(db: Db, now: Date, secret = 'demo'): Promise<void> {
  const [admin] = await db.select({ id: users.id, first: users.firstName, last: users.lastName }).from(users).where(eq(users.role, 'Admin')).limit(1);
  const ids = new Map<string, string>();
  for (const p of DEMO_POSTS) {
    const at = new Date(now.getTime() + p.day * 86_400_000);
    const cover = demoImagePaths(p.cover);
    const [row] = await db
      .insert(blogPosts)
      .values({
        slug: p.slug,
        titleEn: p.en[0],
        summaryEn: p.en[1],
        bodyEn: p.en[2],
        coverAltEn: p.en[3],
        titleFr: p.fr[0],
        summaryFr: p.fr[1],
        bodyFr: p.fr[2],
        coverAltFr: p.fr[3],
        category: p.category,
        tags: p.tags,
        coverThumb: cover.thumb,
        coverCard: cover.card,
        coverFull: cover.full,
        state: p.state ?? 'published',
        publishAt: p.state === 'draft' ? null : at,
        authorId: admin?.id ?? null,
        authorName: admin ? `${admin.first} ${admin.last}` : 'FreshMarket',
        createdAt: p.day > 0 ? now : at,
        updatedAt: p.day > 0 ? now : at,
      })
      .returning({ id: blogPosts.id });
    ids.set(p.slug, row!.id);
  }
  await db.insert(blogComments).values(
    COMMENTS.map((c) => ({
      postId: ids.get(c.post)!,
      name: c.name,
      email: c.email,
      body: c.body,
      language: c.language,
      state: c.state,
      ipHash: createHmac('sha256', secret).update(`blog-comment-ip:demo-${c.email}`).digest('hex'),
      createdAt: new Date(now.getTime() + c.hours * 3_600_000),
      moderatedAt: c.state === 'approved' ? new Date(now.getTime() + (c.hours + 2) * 3_600_000) : null,
      moderatedBy: c.state === 'approved' ? (admin?.id ?? null) : null,
    })),
  );
}
