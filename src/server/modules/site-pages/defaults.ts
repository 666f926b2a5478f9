// The privacy policy and terms shipped with the product, in English and French (markdown), shown until the
// operator edits them at /admin/pages. They describe what this product actually keeps and does; an operator who
// changes the product (card payments, analytics) must change them too.
export type SitePageSlug = 'privacy' | 'terms';

export interface PageText {
  title_en: string;
  title_fr: string;
  body_en: string;
  body_fr: string;
}

const PRIVACY_EN = `FreshMarket handles personal information under Canada's *Personal Information Protection and Electronic Documents Act* (PIPEDA) and the provincial laws that apply. This page says what the marketplace keeps, why, and what you can ask of us.

## What we keep

- **Your account**: first and last name, email address, phone number, the role you chose (buyer, bulk buyer, farm), and your password as a one-way hash (argon2id), never the password itself.
- **Addresses** you add for delivery.
- **What you do on the marketplace**: your cart, wishlist, orders and their history, reviews you write, quote requests and quotes, standing orders, pre-orders, and for farms their branches, products, photos, stock changes and the payments they record.
- **Business details** of farms and bulk buyers: business name and number, tax numbers and licences you enter.
- **Messages sent through the contact form**: your name, email, subject and message, the language you wrote in, and our answer.
- **Newsletter**: if you subscribe, your email address, the language you subscribed in, when you asked, and when you confirmed from the link we mailed you (your consent). Nothing is sent before you confirm.
- **Security records**: counts of failed sign-ins and of messages sent, kept for a short time to stop abuse. The network address of a contact message or newsletter sign-up is kept only as a keyed hash, never in clear. Server logs leave out passwords, tokens, codes, emails and phone numbers.

We take no card payments online and keep no card numbers: farms are paid on delivery, at pickup or by invoice.

## Why

Only to run the marketplace: to let you sign in, place and fulfil orders, answer quote requests, reply to your messages, send the newsletter you asked for, and meet our legal obligations. We do not sell your personal information and we show no advertising.

## On your device

The app keeps a copy of the catalogue and of your own data in your browser's storage (IndexedDB) so it works without a signal, and changes you make offline wait there until they reach us. Your language, currency and an unsent contact message are kept in the browser's local storage. Signing out removes your private data from the device.

## Who sees it

Farms see the name, phone and delivery address on the orders and quote requests addressed to them. Other buyers never see your email address. The people who run FreshMarket see what they need to answer you and to keep the marketplace safe. Mail goes through our mail provider.

## Newsletter

Every newsletter mail has a link to unsubscribe in one click, without signing in. After you unsubscribe we send you nothing more unless you subscribe and confirm again.

## Your rights

You may ask to see, correct or delete the personal information we hold about you, and withdraw your consent at any time. Write to our privacy officer at privacy@freshmarket.ca. If our answer does not satisfy you, you may complain to the [Office of the Privacy Commissioner of Canada](https://www.priv.gc.ca/).`;

const PRIVACY_FR = `FreshMarket traite les renseignements personnels conformément à la *Loi sur la protection des renseignements personnels et les documents électroniques* (LPRPDE) et aux lois provinciales applicables. Cette page indique ce que le marché conserve, pourquoi, et ce que vous pouvez nous demander.

## Ce que nous conservons

- **Votre compte** : prénom et nom, adresse courriel, numéro de téléphone, le rôle choisi (acheteur, acheteur en gros, ferme) et votre mot de passe sous forme d'empreinte à sens unique (argon2id), jamais le mot de passe lui-même.
- **Les adresses** que vous ajoutez pour la livraison.
- **Ce que vous faites sur le marché** : votre panier, votre liste de souhaits, vos commandes et leur historique, les avis que vous écrivez, les demandes de soumission et les soumissions, les commandes récurrentes, les précommandes et, pour les fermes, leurs succursales, produits, photos, mouvements de stock et les paiements qu'elles inscrivent.
- **Les renseignements d'entreprise** des fermes et des acheteurs en gros : nom et numéro d'entreprise, numéros de taxes et permis que vous saisissez.
- **Les messages envoyés par le formulaire de contact** : votre nom, courriel, sujet et message, la langue dans laquelle vous avez écrit, et notre réponse.
- **L'infolettre** : si vous vous abonnez, votre adresse courriel, la langue de votre abonnement, le moment de votre demande et celui où vous l'avez confirmée par le lien envoyé par courriel (votre consentement). Rien n'est envoyé avant votre confirmation.
- **Les registres de sécurité** : le nombre de connexions échouées et de messages envoyés, conservés peu de temps pour empêcher les abus. L'adresse réseau d'un message de contact ou d'un abonnement n'est conservée que sous forme d'empreinte chiffrée, jamais en clair. Les journaux du serveur omettent mots de passe, jetons, codes, courriels et numéros de téléphone.

Nous ne prenons aucun paiement par carte en ligne et ne conservons aucun numéro de carte : les fermes sont payées à la livraison, au ramassage ou sur facture.

## Pourquoi

Uniquement pour faire fonctionner le marché : vous permettre de vous connecter, passer et remplir des commandes, répondre aux demandes de soumission, répondre à vos messages, vous envoyer l'infolettre demandée et respecter nos obligations légales. Nous ne vendons pas vos renseignements personnels et n'affichons aucune publicité.

## Sur votre appareil

L'application garde une copie du catalogue et de vos propres données dans le stockage de votre navigateur (IndexedDB) pour fonctionner sans réseau, et les changements faits hors ligne y attendent de nous parvenir. Votre langue, votre devise et un message de contact non envoyé sont gardés dans le stockage local du navigateur. La déconnexion retire vos données privées de l'appareil.

## Qui y a accès

Les fermes voient le nom, le téléphone et l'adresse de livraison des commandes et demandes de soumission qui leur sont adressées. Les autres acheteurs ne voient jamais votre adresse courriel. Les personnes qui exploitent FreshMarket voient ce dont elles ont besoin pour vous répondre et assurer la sécurité du marché. Les courriels passent par notre fournisseur de messagerie.

## Infolettre

Chaque courriel de l'infolettre contient un lien pour vous désabonner en un clic, sans vous connecter. Après votre désabonnement, nous ne vous envoyons plus rien, sauf si vous vous abonnez et confirmez de nouveau.

## Vos droits

Vous pouvez demander à consulter, corriger ou supprimer les renseignements personnels que nous détenons à votre sujet, et retirer votre consentement en tout temps. Écrivez à notre responsable de la protection des renseignements personnels à privacy@freshmarket.ca. Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès du [Commissariat à la protection de la vie privée du Canada](https://www.priv.gc.ca/fr/).`;

const TERMS_EN = `These terms apply when you use FreshMarket to buy or sell farm produce in Canada.

## Your account

Give accurate information and keep your password private. You are responsible for what is done with your account. We may suspend an account used to mislead others or to abuse the marketplace.

## Buying

Prices, units and grades are set by each farm. An order is a request to the farm: the farm confirms it, prepares it and delivers it or has it picked up as its terms say. The order is charged in the farm's currency; an amount shown in another currency is for reading only, at the operator's exchange rate of the day shown.

## Paying

FreshMarket takes no card payments online. You pay the farm on delivery, at pickup or by invoice, by the means the farm accepts (cash, cheque, Interac e-Transfer, a card on the farm's own terminal).

## Selling

Farms describe their produce truthfully, with its grade, origin and unit, keep their stock up to date and follow the food safety rules that apply to them (including the *Safe Food for Canadians Regulations* where required). A new branch is reviewed before it sells.

## Changes made offline

The app keeps working without a signal. What you change offline is sent when the connection returns; the server may still refuse it (for example if the stock ran out meanwhile), and the app then tells you.

## Problems with an order

Report a problem from the order within a reasonable time; the farm answers it. Write to us if you cannot agree.

## Liability

FreshMarket connects buyers and farms; the farm is responsible for the produce it sells. Nothing in these terms limits rights you have under the consumer protection law of your province.

## Changes to these terms

We may update these terms; the date of the latest change is shown on this page. Questions about these terms: legal@freshmarket.ca.`;

const TERMS_FR = `Ces conditions s'appliquent lorsque vous utilisez FreshMarket pour acheter ou vendre des produits de la ferme au Canada.

## Votre compte

Donnez des renseignements exacts et gardez votre mot de passe privé. Vous êtes responsable de ce qui est fait avec votre compte. Nous pouvons suspendre un compte utilisé pour tromper autrui ou abuser du marché.

## Acheter

Les prix, unités et catégories sont fixés par chaque ferme. Une commande est une demande faite à la ferme : la ferme la confirme, la prépare et la livre ou la fait ramasser selon ses conditions. La commande est facturée dans la devise de la ferme; un montant affiché dans une autre devise n'est donné qu'à titre indicatif, au taux de change de l'exploitant du jour indiqué.

## Payer

FreshMarket ne prend aucun paiement par carte en ligne. Vous payez la ferme à la livraison, au ramassage ou sur facture, par les moyens qu'elle accepte (comptant, chèque, virement Interac, carte sur le terminal de la ferme).

## Vendre

Les fermes décrivent leurs produits honnêtement, avec leur catégorie, leur origine et leur unité, tiennent leur stock à jour et respectent les règles de salubrité qui s'appliquent à elles (y compris le *Règlement sur la salubrité des aliments au Canada* lorsqu'il s'applique). Une nouvelle succursale est examinée avant de vendre.

## Changements faits hors ligne

L'application continue de fonctionner sans réseau. Ce que vous changez hors ligne est envoyé au retour de la connexion; le serveur peut encore le refuser (par exemple si le stock s'est épuisé entre-temps), et l'application vous le dit.

## Problèmes de commande

Signalez un problème depuis la commande dans un délai raisonnable; la ferme y répond. Écrivez-nous si vous ne parvenez pas à vous entendre.

## Responsabilité

FreshMarket met en relation acheteurs et fermes; la ferme est responsable des produits qu'elle vend. Rien dans ces conditions ne limite les droits que vous accorde la loi sur la protection du consommateur de votre province.

## Modifications de ces conditions

Nous pouvons mettre ces conditions à jour; la date de la dernière modification figure sur cette page. Questions sur ces conditions : legal@freshmarket.ca.`;

export const DEFAULT_PAGES: Record<SitePageSlug, PageText> = {
  privacy: { title_en: 'Privacy policy', title_fr: 'Politique de confidentialité', body_en: PRIVACY_EN, body_fr: PRIVACY_FR },
  terms: { title_en: 'Terms and conditions', title_fr: 'Conditions d’utilisation', body_en: TERMS_EN, body_fr: TERMS_FR },
};
