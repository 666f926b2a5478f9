// The catalogue of user-facing messages the server sends and the forms show, in English and French.
// Zod schemas carry a message *code* (a key of MESSAGES); whoever shows it translates it with `translate`.
import type { Language } from './enums.ts';

type Entry = { en: string; fr: string };

export const MESSAGES = {
  // generic
  'error.internal': { en: 'Something went wrong', fr: "Une erreur s'est produite" },
  'error.not_found': { en: 'Not found', fr: 'Introuvable' },
  'error.route_not_found': { en: 'This address does not exist.', fr: "Cette adresse n'existe pas." },
  'error.validation': { en: 'Please check the highlighted fields.', fr: 'Veuillez vérifier les champs indiqués.' },
  'error.bad_request': { en: 'The request could not be read.', fr: "La requête n'a pas pu être lue." },
  'error.payload_too_large': { en: 'The request is too large.', fr: 'La requête est trop volumineuse.' },
  'error.unauthorized': { en: 'Please sign in again.', fr: 'Veuillez vous reconnecter.' },
  'error.forbidden': { en: 'You are not allowed to do this.', fr: "Vous n'êtes pas autorisé à faire cela." },
  'error.rate_limited': {
    en: 'Too many attempts. Please wait {minutes} minutes and try again.',
    fr: 'Trop de tentatives. Veuillez patienter {minutes} minutes et réessayer.',
  },
  'error.too_many_requests': {
    en: 'Too many requests. Please wait {seconds} seconds and try again.',
    fr: 'Trop de requêtes. Veuillez patienter {seconds} secondes et réessayer.',
  },
  'error.unknown_field': { en: 'This field cannot be changed.', fr: 'Ce champ ne peut pas être modifié.' },
  'error.conflict': { en: 'This already exists.', fr: 'Cet élément existe déjà.' },
  'error.unsupported_media_type': {
    en: 'Send the request as JSON.',
    fr: 'Envoyez la requête au format JSON.',
  },
  // field validation
  'validation.required': { en: 'This field is required', fr: 'Ce champ est obligatoire' },
  'validation.invalid': { en: 'This value is not valid', fr: "Cette valeur n'est pas valide" },
  'validation.first_name_required': { en: 'First name is required', fr: 'Le prénom est obligatoire' },
  'validation.last_name_required': { en: 'Last name is required', fr: 'Le nom est obligatoire' },
  'validation.email_required': { en: 'Email is required', fr: "L'adresse courriel est obligatoire" },
  'validation.email_invalid': { en: 'Enter a valid email address', fr: 'Entrez une adresse courriel valide' },
  'validation.phone_required': { en: 'Phone number is required', fr: 'Le numéro de téléphone est obligatoire' },
  'validation.phone_invalid': {
    en: 'Enter a valid phone number, for example +1 416 555 0123',
    fr: 'Entrez un numéro de téléphone valide, par exemple +1 416 555 0123',
  },
  'validation.identifier_required': {
    en: 'Enter your email or phone number',
    fr: 'Entrez votre courriel ou votre numéro de téléphone',
  },
  'validation.password_required': { en: 'Password is required', fr: 'Le mot de passe est obligatoire' },
  'validation.password_too_short': {
    en: 'Password must be at least 8 characters',
    fr: 'Le mot de passe doit contenir au moins 8 caractères',
  },
  'validation.password_too_long': {
    en: 'Password must be at most 128 characters',
    fr: 'Le mot de passe doit contenir au plus 128 caractères',
  },
  'validation.password_weak': {
    en: 'Use letters and at least one number or symbol',
    fr: 'Utilisez des lettres et au moins un chiffre ou un symbole',
  },
  'validation.passwords_mismatch': { en: 'Passwords do not match', fr: 'Les mots de passe ne correspondent pas' },
  'validation.password_same': {
    en: 'The new password must be different from the current one',
    fr: "Le nouveau mot de passe doit être différent de l'actuel",
  },
  'validation.otp_invalid': { en: 'Enter the 6-digit code', fr: 'Entrez le code à 6 chiffres' },
  'validation.url_invalid': { en: 'Enter a valid web address', fr: 'Entrez une adresse Web valide' },
  'validation.gender_invalid': { en: 'Choose Male, Female or Other', fr: 'Choisissez Homme, Femme ou Autre' },
  'validation.too_long': { en: 'This value is too long', fr: 'Cette valeur est trop longue' },
  'validation.invalid_characters': {
    en: 'Remove the invisible or broken characters from this field',
    fr: 'Retirez les caractères invisibles ou invalides de ce champ',
  },
  'validation.postal_code_invalid': {
    en: 'Enter a Canadian postal code, for example K1A 0B1',
    fr: 'Entrez un code postal canadien, par exemple K1A 0B1',
  },
  'validation.province_invalid': { en: 'Choose a province or territory', fr: 'Choisissez une province ou un territoire' },
  'validation.address_line_required': { en: 'Street address is required', fr: "L'adresse est obligatoire" },
  'validation.city_required': { en: 'City is required', fr: 'La ville est obligatoire' },
  'validation.full_name_required': { en: 'Full name is required', fr: 'Le nom complet est obligatoire' },
  // accounts
  'auth.registered': { en: 'Registration successful', fr: 'Inscription réussie' },
  'auth.email_taken': {
    en: 'An account with this email already exists',
    fr: 'Un compte avec cette adresse courriel existe déjà',
  },
  'auth.phone_taken': {
    en: 'An account with this phone number already exists',
    fr: 'Un compte avec ce numéro de téléphone existe déjà',
  },
  'auth.invalid_credentials': {
    en: 'Incorrect email, phone or password',
    fr: 'Courriel, téléphone ou mot de passe incorrect',
  },
  'auth.locked': {
    en: 'Too many failed sign-in attempts. Please wait {minutes} minutes or reset your password.',
    fr: 'Trop de tentatives de connexion échouées. Patientez {minutes} minutes ou réinitialisez votre mot de passe.',
  },
  'auth.login_wait': {
    en: 'Too many failed sign-in attempts. Please wait {seconds} seconds and try again, or reset your password.',
    fr: 'Trop de tentatives de connexion échouées. Patientez {seconds} secondes et réessayez, ou réinitialisez votre mot de passe.',
  },
  'auth.logged_out': { en: 'You have been signed out', fr: 'Vous avez été déconnecté' },
  'auth.refresh_invalid': { en: 'Your session has ended. Please sign in again.', fr: 'Votre session a pris fin. Veuillez vous reconnecter.' },
  'auth.no_refresh_token': { en: 'No refresh token found', fr: 'Aucun jeton de rafraîchissement trouvé' },
  'auth.wrong_password': { en: 'The current password is incorrect', fr: 'Le mot de passe actuel est incorrect' },
  'auth.password_changed': {
    en: 'Password changed. Other devices have been signed out.',
    fr: 'Mot de passe modifié. Vos autres appareils ont été déconnectés.',
  },
  'auth.otp_sent': {
    en: 'If an account matches, we have sent it a 6-digit code. It expires in 10 minutes.',
    fr: 'Si un compte correspond, nous lui avons envoyé un code à 6 chiffres. Il expire dans 10 minutes.',
  },
  'auth.otp_wrong': { en: 'This code is incorrect or has expired', fr: 'Ce code est incorrect ou a expiré' },
  'auth.otp_exhausted': {
    en: 'Too many wrong codes. Please request a new code.',
    fr: 'Trop de codes erronés. Veuillez demander un nouveau code.',
  },
  'auth.otp_verified': { en: 'Code verified. Choose a new password.', fr: 'Code vérifié. Choisissez un nouveau mot de passe.' },
  'auth.reset_invalid': {
    en: 'This reset link has expired. Please request a new code.',
    fr: 'Ce lien de réinitialisation a expiré. Veuillez demander un nouveau code.',
  },
  'auth.password_reset': {
    en: 'Your password has been reset. You can now sign in.',
    fr: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
  },
  'profile.updated': { en: 'Profile updated successfully!', fr: 'Profil mis à jour avec succès !' },
  'address.created': { en: 'Address added', fr: 'Adresse ajoutée' },
  'address.updated': { en: 'Address updated', fr: 'Adresse mise à jour' },
  'address.deleted': { en: 'Address deleted', fr: 'Adresse supprimée' },
  'address.not_found': { en: 'Address not found', fr: 'Adresse introuvable' },
  // cart and wishlist (spec §8)
  'cart.added': { en: 'Product added to cart successfully!', fr: 'Produit ajouté au panier avec succès !' },
  'cart.updated': { en: 'Cart updated', fr: 'Panier mis à jour' },
  'cart.removed': { en: 'Removed from cart', fr: 'Retiré du panier' },
  'cart.not_found': { en: 'This cart item no longer exists', fr: "Cet article du panier n'existe plus" },
  'cart.product_invalid': { en: 'This product does not exist', fr: "Ce produit n'existe pas" },
  'cart.product_unavailable': { en: 'This product is not available right now', fr: "Ce produit n'est pas disponible pour le moment" },
  'cart.quantity_invalid': { en: 'Enter a quantity between 1 and 10,000', fr: 'Entrez une quantité entre 1 et 10 000' },
  'cart.over_stock': {
    en: 'Only {available} {unit} left in stock',
    fr: 'Il ne reste que {available} {unit} en stock',
  },
  'cart.below_minimum': { en: 'The minimum order is {min} {unit}', fr: 'La commande minimale est de {min} {unit}' },
  'cart.add_failed': { en: 'Add to cart failed', fr: "L'ajout au panier a échoué" },
  'cart.get_failed': { en: 'Get cart failed', fr: 'Impossible de récupérer le panier' },
  'cart.update_failed': { en: 'Update failed', fr: 'La mise à jour a échoué' },
  'cart.delete_failed': { en: 'Delete failed', fr: 'La suppression a échoué' },
  'wishlist.added': { en: 'Product added to wishlist successfully!', fr: 'Produit ajouté à la liste de souhaits avec succès !' },
  'wishlist.removed': { en: 'Product removed from wishlist successfully!', fr: 'Produit retiré de la liste de souhaits avec succès !' },
  'wishlist.not_found': { en: 'This wishlist item no longer exists', fr: "Cet article de la liste de souhaits n'existe plus" },
  'wishlist.add_failed': { en: 'Add failed', fr: "L'ajout a échoué" },
  'wishlist.fetch_failed': { en: 'Fetch failed', fr: 'La récupération a échoué' },
  'wishlist.remove_failed': { en: 'Remove failed', fr: 'Le retrait a échoué' },
  'wishlist.check_failed': { en: 'Check failed', fr: 'La vérification a échoué' },
  'product.not_found': { en: 'Product not found', fr: 'Produit introuvable' },
  // catalogue, seller workspace
  'product.created': { en: 'Product created successfully!', fr: 'Produit créé avec succès !' },
  'product.updated': { en: 'Product updated successfully!', fr: 'Produit mis à jour avec succès !' },
  'product.deleted': { en: 'Product deleted', fr: 'Produit supprimé' },
  'product.create_failed': { en: 'Create product failed', fr: 'La création du produit a échoué' },
  'product.update_failed': { en: 'Update product failed', fr: 'La mise à jour du produit a échoué' },
  'product.delete_failed': { en: 'Delete product failed', fr: 'La suppression du produit a échoué' },
  'product.fetch_top_failed': { en: 'Fetch top products failed', fr: 'Impossible de récupérer les meilleurs produits' },
  'product.conflict': {
    en: 'Someone changed this product since you opened it. Compare both versions and choose.',
    fr: 'Quelqu’un a modifié ce produit depuis que vous l’avez ouvert. Comparez les deux versions et choisissez.',
  },
  'product.if_match_required': {
    en: 'Send the revision this edit started from (If-Match)',
    fr: 'Envoyez la révision de départ de cette modification (If-Match)',
  },
  'product.exists': { en: 'A product with this id already exists', fr: 'Un produit avec cet identifiant existe déjà' },
  'product.name_required': { en: 'Product name is required', fr: 'Le nom du produit est obligatoire' },
  'product.name_too_long': { en: 'Use at most 120 characters', fr: 'Utilisez au plus 120 caractères' },
  'product.category_required': { en: 'Choose a category', fr: 'Choisissez une catégorie' },
  'product.category_unknown': { en: 'This category does not exist', fr: "Cette catégorie n'existe pas" },
  'product.branch_required': { en: 'Choose the branch that holds this product', fr: 'Choisissez la succursale qui détient ce produit' },
  'product.branch_not_yours': { en: 'This branch is not one of yours', fr: "Cette succursale n'est pas l'une des vôtres" },
  'product.grades_required': { en: 'Add at least one grade with a price', fr: 'Ajoutez au moins une qualité avec un prix' },
  'product.grade_duplicate': { en: 'Each grade can appear only once', fr: 'Chaque qualité ne peut apparaître qu’une fois' },
  'product.price_invalid': {
    en: 'Enter a price of 0 or more, with at most 2 decimals',
    fr: 'Entrez un prix de 0 ou plus, avec au plus 2 décimales',
  },
  'product.stock_invalid': { en: 'Enter a whole number of 0 or more', fr: 'Entrez un nombre entier de 0 ou plus' },
  'product.discount_invalid': { en: 'Discount must be between 0 and 90%', fr: 'La remise doit être entre 0 et 90 %' },
  'product.min_order_invalid': { en: 'Minimum order must be at least 1', fr: 'La commande minimale doit être d’au moins 1' },
  'product.weight_invalid': { en: 'Weight must be more than 0', fr: 'Le poids doit être supérieur à 0' },
  'pricewise.produce_required': { en: 'Name the produce to compare (in English or French)', fr: 'Nommez le produit à comparer (en français ou en anglais)' },
  'pricewise.history_ids_invalid': {
    en: 'Give between 1 and 200 product ids, separated by commas',
    fr: 'Indiquez de 1 à 200 identifiants de produits, séparés par des virgules',
  },
  'pricewise.province_invalid': { en: 'Choose a Canadian province or territory', fr: 'Choisissez une province ou un territoire du Canada' },
  'product.dates_order': {
    en: 'The end of availability must be after its start',
    fr: 'La fin de la disponibilité doit suivre son début',
  },
  'product.too_many_tags': { en: 'Use at most 20 tags of 40 characters', fr: 'Utilisez au plus 20 étiquettes de 40 caractères' },
  'product.description_too_long': { en: 'Use at most 5000 characters', fr: 'Utilisez au plus 5000 caractères' },
  'photo.bad_type': {
    en: 'Photos must be JPEG, PNG or WebP images',
    fr: 'Les photos doivent être des images JPEG, PNG ou WebP',
  },
  'photo.too_large': { en: 'Each photo must be 10 MB or less', fr: 'Chaque photo doit faire 10 Mo ou moins' },
  'photo.too_many': { en: 'A product can have up to 8 photos', fr: "Un produit peut avoir jusqu'à 8 photos" },
  'photo.unknown': { en: 'This photo is not one of this product’s', fr: "Cette photo n'appartient pas à ce produit" },
  'photo.too_many_pixels': {
    en: 'Each photo can be at most {max} megapixels',
    fr: 'Chaque photo peut faire au plus {max} mégapixels',
  },
  'photo.request_too_many_pixels': {
    en: 'These photos are too large together: at most {max} megapixels per upload',
    fr: 'Ces photos sont trop grandes ensemble : au plus {max} mégapixels par envoi',
  },
  'photo.busy': {
    en: 'Your previous photos are still being processed. Try again in a few seconds.',
    fr: 'Vos photos précédentes sont encore en traitement. Réessayez dans quelques secondes.',
  },
  'photo.server_busy': {
    en: 'Many photos are being processed right now. Try again in a minute.',
    fr: 'Beaucoup de photos sont en traitement en ce moment. Réessayez dans une minute.',
  },
  'seller.already': { en: 'You are already registered as a seller', fr: 'Vous êtes déjà inscrit comme vendeur' },
  'seller.required': { en: 'Register your farm first', fr: "Inscrivez d'abord votre ferme" },
  'seller.updated': { en: 'Farm details updated', fr: 'Renseignements de la ferme mis à jour' },
  'seller.registered': {
    en: 'Your farm is registered. Add a branch to start selling.',
    fr: 'Votre ferme est inscrite. Ajoutez une succursale pour commencer à vendre.',
  },
  'seller.farm_name_required': { en: 'Farm or business name is required', fr: "Le nom de la ferme ou de l'entreprise est obligatoire" },
  'seller.province_required': { en: 'Choose a province', fr: 'Choisissez une province' },
  'seller.address_required': { en: 'Address is required', fr: "L'adresse est obligatoire" },
  'seller.city_required': { en: 'City is required', fr: 'La ville est obligatoire' },
  'seller.postal_code_invalid': {
    en: 'Enter a Canadian postal code, for example K1A 0B1',
    fr: 'Entrez un code postal canadien, par exemple K1A 0B1',
  },
  'branch.name_required': { en: 'Branch name is required', fr: 'Le nom de la succursale est obligatoire' },
  'branch.created': {
    en: 'Branch submitted. It will be reviewed before its products are shown.',
    fr: 'Succursale soumise. Elle sera examinée avant que ses produits soient affichés.',
  },
  'branch.fetched': { en: 'Fetch User-Branch successful', fr: 'Succursales récupérées avec succès' },
  'branch.updated': { en: 'Branch updated successfully', fr: 'Succursale mise à jour avec succès' },
  'branch.deleted': { en: 'Branch deleted successfully', fr: 'Succursale supprimée avec succès' },
  'branch.update_failed': { en: 'Failed to update branch', fr: 'La mise à jour de la succursale a échoué' },
  'branch.delete_failed': { en: 'Failed to delete branch', fr: 'La suppression de la succursale a échoué' },
  'branch.create_failed': { en: 'Create failed', fr: 'La création a échoué' },
  'branch.not_found': { en: 'Branch not found', fr: 'Succursale introuvable' },
  'branch.has_products': {
    en: 'This branch still holds products. Move or delete them first.',
    fr: "Cette succursale détient encore des produits. Déplacez-les ou supprimez-les d'abord.",
  },
  'branch.approved': { en: 'Branch approved', fr: 'Succursale approuvée' },
  'branch.rejected': { en: 'Branch rejected', fr: 'Succursale refusée' },
  'branch.already_reviewed': { en: 'This branch was already reviewed', fr: 'Cette succursale a déjà été examinée' },
  'branch.reason_required': {
    en: 'Give the seller a reason (at least 5 characters)',
    fr: 'Donnez une raison au vendeur (au moins 5 caractères)',
  },
  'stock.negative': {
    en: 'Not enough stock: {grade} has {stock} left',
    fr: 'Stock insuffisant : il reste {stock} en {grade}',
  },
  // {grade} of stock.negative
  'stock.grade_top': { en: 'Top grade', fr: 'catégorie supérieure' },
  'stock.grade_mid': { en: 'Mid grade', fr: 'catégorie moyenne' },
  'stock.grade_lower': { en: 'Lower grade', fr: 'catégorie inférieure' },
  'stock.movement_exists': {
    en: 'This movement was already recorded for another product',
    fr: 'Ce mouvement a déjà été enregistré pour un autre produit',
  },
  'stock.kind_sign': {
    en: 'A harvest adds stock; a sale or spoilage removes it',
    fr: 'Une récolte ajoute du stock ; une vente ou une perte en retire',
  },
  'stock.delta_invalid': {
    en: 'Enter a whole quantity other than 0',
    fr: 'Entrez une quantité entière différente de 0',
  },
  'stock.grade_missing': { en: 'This product has no such grade', fr: "Ce produit n'a pas cette qualité" },
  // MAX_PRODUCT_STOCK (contract/constants.ts)
  'stock.too_large': { en: 'A product can hold at most 10,000,000,000 in stock', fr: 'Un produit peut avoir au plus 10 000 000 000 en stock' },
  'stock.threshold_invalid': { en: 'Enter a whole number of 0 or more', fr: 'Entrez un nombre entier de 0 ou plus' },
  // exactly-once protocol
  'idempotency.key_invalid': {
    en: 'The Idempotency-Key header must be a UUID',
    fr: "L'en-tête Idempotency-Key doit être un UUID",
  },
  'idempotency.mismatch': {
    en: 'This change was already sent with different content',
    fr: 'Cette modification a déjà été envoyée avec un contenu différent',
  },
  'idempotency.in_progress': {
    en: 'This change is already being processed',
    fr: 'Cette modification est déjà en cours de traitement',
  },
  // orders
  'standing.not_found': { en: 'Standing order not found', fr: 'Commande récurrente introuvable' },
  'standing.cadence_invalid': { en: 'Choose how often', fr: 'Choisissez la fréquence' },
  'standing.weekdays_required': { en: 'Choose at least one delivery day', fr: 'Choisissez au moins un jour de livraison' },
  'standing.start_invalid': { en: 'Choose a valid start date', fr: 'Choisissez une date de début valide' },
  'standing.start_past': { en: 'The start date cannot be in the past', fr: 'La date de début ne peut pas être passée' },
  'standing.start_too_far': { en: 'The start date must be within a year', fr: "La date de début doit être dans l'année" },
  'standing.end_invalid': { en: 'Choose a valid end date', fr: 'Choisissez une date de fin valide' },
  'standing.end_before_start': { en: 'The end date must be after the start date', fr: 'La date de fin doit suivre la date de début' },
  'standing.day_not_delivered': {
    en: 'The farm does not deliver on this day. Choose one of its delivery days.',
    fr: 'La ferme ne livre pas ce jour-là. Choisissez un de ses jours de livraison.',
  },
  'standing.date_invalid': { en: 'This is not one of the standing order’s delivery dates', fr: 'Cette date ne fait pas partie des livraisons de la commande récurrente' },
  'standing.already_decided': {
    en: 'This delivery has already been placed or decided',
    fr: 'Cette livraison a déjà été passée ou décidée',
  },
  'standing.pause_invalid': { en: 'Choose a valid date to resume on', fr: 'Choisissez une date de reprise valide' },
  'standing.cancelled': { en: 'This standing order is cancelled', fr: 'Cette commande récurrente est annulée' },
  'harvest.not_found': { en: 'Harvest not found', fr: 'Récolte introuvable' },
  'harvest.product_invalid': { en: 'Choose one of your products', fr: 'Choisissez un de vos produits' },
  'harvest.quantity_invalid': { en: 'Enter a whole quantity of at least 1', fr: 'Entrez une quantité entière d’au moins 1' },
  'harvest.window_invalid': { en: 'Choose a valid date', fr: 'Choisissez une date valide' },
  'harvest.window_order': { en: 'The window must end on or after its first day', fr: 'La période doit se terminer le jour même ou après son premier jour' },
  'harvest.window_past': { en: 'The window cannot end in the past', fr: 'La période ne peut pas se terminer dans le passé' },
  'harvest.window_too_far': { en: 'Declare harvests at most a year ahead, over at most 90 days', fr: 'Déclarez les récoltes au plus un an à l’avance, sur 90 jours au plus' },
  'harvest.deposit_invalid': { en: 'The deposit is a whole percentage from 0 to 50', fr: 'L’acompte est un pourcentage entier de 0 à 50' },
  'harvest.below_preordered': { en: 'The expected quantity cannot be less than what is already pre-ordered', fr: 'La quantité prévue ne peut pas être inférieure à ce qui est déjà précommandé' },
  'harvest.closed': { en: 'This harvest no longer takes pre-orders', fr: 'Cette récolte ne prend plus de précommandes' },
  'harvest.short': { en: 'The harvest is short of the pre-orders: confirm the partial fills', fr: 'La récolte ne couvre pas les précommandes : confirmez les livraisons partielles' },
  'harvest.product_in_use': { en: 'This product has an open harvest or a pre-order waiting: close them first', fr: 'Ce produit a une récolte ouverte ou une précommande en attente : fermez-les d’abord' },
  'harvest.too_many': { en: 'You have reached the limit of open harvests', fr: 'Vous avez atteint la limite de récoltes ouvertes' },
  'preorder.not_found': { en: 'Pre-order not found', fr: 'Précommande introuvable' },
  'preorder.not_enough': { en: 'Not enough left to pre-order', fr: 'Il n’en reste pas assez à précommander' },
  'preorder.price_changed': { en: 'The pre-order price has changed', fr: 'Le prix de précommande a changé' },
  'preorder.not_pending': { en: 'This pre-order can no longer be changed', fr: 'Cette précommande ne peut plus être modifiée' },
  'preorder.too_many': { en: 'You have reached the limit of waiting pre-orders', fr: 'Vous avez atteint la limite de précommandes en attente' },
  'standing.too_many': { en: 'You have reached the limit of standing orders', fr: 'Vous avez atteint la limite de commandes récurrentes' },
  'order.create_failed': { en: 'Error creating order', fr: 'Erreur lors de la création de la commande' },
  'order.fetch_failed': { en: 'Error fetching order', fr: 'Erreur lors de la récupération de la commande' },
  'order.not_found': { en: 'Order not found', fr: 'Commande introuvable' },
  'order.placed': { en: 'Order placed', fr: 'Commande passée' },
  'order.own_farm': { en: 'You cannot order from your own farm', fr: 'Vous ne pouvez pas commander auprès de votre propre ferme' },
  'order.seller_invalid': { en: 'This farm does not exist', fr: "Cette ferme n'existe pas" },
  'order.no_lines': { en: 'Add at least one product to the order', fr: 'Ajoutez au moins un produit à la commande' },
  'order.duplicate_line': { en: 'A product and grade appear twice in the order', fr: 'Un produit et une qualité figurent deux fois dans la commande' },
  'order.line_other_seller': { en: 'Every product of an order must come from the same farm', fr: "Tous les produits d'une commande doivent venir de la même ferme" },
  'order.mixed_currencies': { en: 'Every product of an order must be in the same currency', fr: "Tous les produits d'une commande doivent être dans la même devise" },
  'order.address_required': { en: 'Choose a delivery address', fr: 'Choisissez une adresse de livraison' },
  'order.branch_required': { en: 'Choose where to pick up', fr: 'Choisissez le lieu de collecte' },
  'order.branch_invalid': { en: 'This pickup place is not available', fr: "Ce lieu de collecte n'est pas disponible" },
  'order.date_invalid': {
    en: 'Choose one of the farm’s delivery or pickup days',
    fr: 'Choisissez un des jours de livraison ou de collecte de la ferme',
  },
  'order.payment_invalid': {
    en: 'This payment method is not available for this order',
    fr: "Ce mode de paiement n'est pas offert pour cette commande",
  },
  'order.below_minimum': {
    en: '{farm} has a minimum order of {min}. Add {missing} more to order from this farm.',
    fr: '{farm} exige une commande minimale de {min}. Ajoutez encore {missing} pour commander auprès de cette ferme.',
  },
  'order.changed': {
    en: 'Prices or stock changed since you filled your cart. Review your cart before ordering again.',
    fr: 'Des prix ou des stocks ont changé depuis que vous avez rempli votre panier. Vérifiez votre panier avant de commander à nouveau.',
  },
  'order.invalid_transition': {
    en: 'This order cannot move to that step now',
    fr: 'Cette commande ne peut pas passer à cette étape maintenant',
  },
  'order.reason_required': { en: 'Please give a reason', fr: 'Veuillez indiquer une raison' },
  'order.not_delivered': { en: 'This order has not been delivered yet', fr: "Cette commande n'a pas encore été livrée" },
  'order.product_not_in_order': { en: 'This product is not part of the order', fr: 'Ce produit ne fait pas partie de la commande' },
  'order.delivery_days_required': { en: 'Choose at least one day', fr: 'Choisissez au moins un jour' },
  // MAX_ORDER_TOTAL_MINOR (contract/constants.ts)
  'order.total_too_large': {
    en: 'An order can total at most 10,000,000,000.00. Split it into smaller orders.',
    fr: 'Une commande peut totaliser au plus 10 000 000 000,00. Divisez-la en commandes plus petites.',
  },
  'review.rating_invalid': { en: 'Choose a rating from 1 to 5', fr: 'Choisissez une note de 1 à 5' },
  'review.saved': { en: 'Thank you for your feedback', fr: 'Merci pour votre avis' },
  'problem.window_closed': {
    en: 'Problems can be reported within 48 hours of delivery',
    fr: 'Les problèmes peuvent être signalés dans les 48 heures suivant la livraison',
  },
  'problem.lines_required': { en: 'Choose at least one product', fr: 'Choisissez au moins un produit' },
  'problem.description_required': { en: 'Describe the problem', fr: 'Décrivez le problème' },
  'problem.quantity_invalid': {
    en: 'The quantity cannot be more than was ordered',
    fr: 'La quantité ne peut pas dépasser la quantité commandée',
  },
  'problem.amount_invalid': { en: 'Enter an amount greater than zero', fr: 'Entrez un montant supérieur à zéro' },
  'problem.amount_above_lines': {
    en: 'The amount cannot be more than what the reported products cost',
    fr: 'Le montant ne peut pas dépasser le prix des produits signalés',
  },
  'problem.refund_above_paid': {
    en: 'A refund cannot be more than what was paid for this order; give a credit instead',
    fr: 'Un remboursement ne peut pas dépasser ce qui a été payé pour cette commande ; accordez plutôt un crédit',
  },
  // money (ledger)
  'rates.rate_invalid': {
    en: 'Enter a rate in Canadian dollars per unit, greater than 0, with at most 6 decimals (for example 1.3850)',
    fr: 'Entrez un taux en dollars canadiens par unité, supérieur à 0, avec au plus 6 décimales (par exemple 1,3850)',
  },
  'rates.rate_required': { en: 'Enter at least one rate', fr: 'Entrez au moins un taux' },
  'rates.currency_invalid': { en: 'Rates are kept for USD and INR only (CAD is 1)', fr: 'Les taux ne sont tenus que pour USD et INR (CAD vaut 1)' },
  'rates.currency_twice': { en: 'A currency is named twice', fr: 'Une devise est indiquée deux fois' },
  'rates.date_invalid': { en: 'Enter a valid date', fr: 'Entrez une date valide' },
  'rates.saved': { en: 'Exchange rates saved', fr: 'Taux de change enregistrés' },
  'money.amount_invalid': { en: 'Enter an amount greater than zero', fr: 'Entrez un montant supérieur à zéro' },
  'money.amount_too_high': { en: 'This amount is too large', fr: 'Ce montant est trop élevé' },
  'money.buyer_required': { en: 'Choose a buyer', fr: 'Choisissez un acheteur' },
  'money.method_required': { en: 'Choose how you were paid', fr: 'Choisissez le mode de paiement' },
  'money.reference_required': { en: 'Enter the e-Transfer reference', fr: 'Entrez la référence du virement Interac' },
  'money.date_invalid': { en: 'Enter a valid date', fr: 'Entrez une date valide' },
  'money.date_future': { en: 'The date cannot be in the future', fr: 'La date ne peut pas être dans le futur' },
  'money.month_invalid': { en: 'Enter a month as YYYY-MM', fr: 'Entrez un mois au format AAAA-MM' },
  'money.note_required': { en: 'Please give a reason', fr: 'Veuillez indiquer une raison' },
  'money.allocation_twice': { en: 'An invoice is named twice', fr: 'Une facture est indiquée deux fois' },
  'money.allocations_above_amount': {
    en: 'The invoices take more than the payment',
    fr: 'Les factures dépassent le montant du paiement',
  },
  'money.invoice_not_found': { en: 'Invoice not found', fr: 'Facture introuvable' },
  'money.invoice_other_party': {
    en: 'This invoice is not between you and this buyer in this currency',
    fr: "Cette facture n'est pas entre vous et cet acheteur dans cette devise",
  },
  'money.write_off_above_due': {
    en: 'The amount cannot be more than what the invoice still owes',
    fr: 'Le montant ne peut pas dépasser ce qui reste dû sur la facture',
  },
  'money.not_reversible': { en: 'Only a payment or a write-off can be reversed', fr: 'Seuls un paiement ou une radiation peuvent être annulés' },
  'money.reversal_below_refunds': {
    en: 'This payment cannot be reversed: part of it was refunded',
    fr: 'Ce paiement ne peut pas être annulé : une partie a été remboursée',
  },
  'money.already_reversed': { en: 'This entry has already been reversed', fr: 'Cette écriture a déjà été annulée' },
  'money.entry_not_found': { en: 'Entry not found', fr: 'Écriture introuvable' },
  'money.claim_not_found': { en: 'Notice not found', fr: 'Avis introuvable' },
  'money.claim_answered': { en: 'This notice has already been answered', fr: 'Cet avis a déjà reçu une réponse' },
  'money.buyer_no_dealings': {
    en: 'This buyer has no orders with you in this currency',
    fr: "Cet acheteur n'a aucune commande avec vous dans cette devise",
  },
  'money.too_many_claims': {
    en: 'Several of your notices are waiting for this farm: wait until it answers them',
    fr: 'Plusieurs de vos avis attendent la réponse de cette ferme : attendez qu’elle y réponde',
  },
  'money.period_invalid': { en: 'The end of the period is before its start', fr: 'La fin de la période précède son début' },
  'money.period_too_long': { en: 'Choose a period of at most one year', fr: "Choisissez une période d'au plus un an" },
  'money.no_dealings': {
    en: 'You have no orders with this farm in this currency',
    fr: "Vous n'avez aucune commande avec cette ferme dans cette devise",
  },
  'problem.amount_too_high': { en: 'The amount cannot be more than the order total', fr: 'Le montant ne peut pas dépasser le total de la commande' },
  'problem.reason_required': { en: 'Please give a reason', fr: 'Veuillez indiquer une raison' },
  'problem.already_answered': { en: 'This report has already been answered', fr: 'Ce signalement a déjà reçu une réponse' },
  'problem.not_found': { en: 'Report not found', fr: 'Signalement introuvable' },
  // caps across all of an order's reports
  'problem.quantity_left': {
    en: 'Only {left} of the {delivered} delivered can still be reported for this product',
    fr: 'Seulement {left} des {delivered} livrés peuvent encore être signalés pour ce produit',
  },
  'problem.nothing_left': {
    en: 'All {delivered} delivered of this product have already been reported',
    fr: 'Les {delivered} livrés de ce produit ont déjà tous été signalés',
  },
  'problem.amount_left': {
    en: 'Only {left} of the order total of {total} is left to refund or credit',
    fr: 'Il ne reste que {left} du total de {total} de la commande à rembourser ou à créditer',
  },
  'problem.nothing_left_to_refund': {
    en: 'The order total of {total} has already been refunded or credited in full',
    fr: 'Le total de {total} de la commande a déjà été entièrement remboursé ou crédité',
  },
  // bulk buying (spec §5, §8)
  'bulk.business_name_required': { en: 'Business name is required', fr: "Le nom de l'entreprise est obligatoire" },
  'bulk.business_number_required': { en: 'Business number is required', fr: "Le numéro d'entreprise est obligatoire" },
  'bulk.business_number_min': {
    en: 'Business number should be at least 6 digits',
    fr: "Le numéro d'entreprise doit comporter au moins 6 chiffres",
  },
  'bulk.business_number_digits': {
    en: 'Business number can only contain digits, spaces and dashes',
    fr: "Le numéro d'entreprise ne peut contenir que des chiffres, des espaces et des tirets",
  },
  'bulk.business_type_invalid': { en: 'Choose a business type', fr: "Choisissez un type d'entreprise" },
  'bulk.volume_required': { en: 'Expected monthly volume is required', fr: 'Le volume mensuel prévu est obligatoire' },
  'bulk.volume_number': { en: 'Volume must be a number', fr: 'Le volume doit être un nombre' },
  'bulk.volume_range': { en: 'Volume must be greater than zero', fr: 'Le volume doit être supérieur à zéro' },
  'bulk.hst_required': { en: 'HST number is required', fr: 'Le numéro de TVH est obligatoire' },
  'bulk.hst_invalid': {
    en: 'Enter the HST number as 9 digits, RT and 4 digits, for example 123456789 RT0001',
    fr: 'Entrez le numéro de TVH sous la forme 9 chiffres, RT et 4 chiffres, par exemple 123456789 RT0001',
  },
  'bulk.sfcr_required': { en: 'SFCR license is required', fr: 'La licence SFCR est obligatoire' },
  'bulk.unit_required': { en: 'Unit is required', fr: "L'unité est obligatoire" },
  'bulk.fix_errors': { en: 'Please fix the validation errors above.', fr: 'Veuillez corriger les erreurs ci-dessus.' },
  'bulk.registered': { en: 'Registered successfully.', fr: 'Inscription réussie.' },
  'bulk.registered_long': { en: 'Bulk buyer registered successfully!', fr: 'Acheteur en gros inscrit avec succès !' },
  'bulk.submission_failed': { en: 'Submission failed', fr: "Échec de l'envoi" },
  'bulk.unexpected': { en: 'An unexpected error occurred', fr: "Une erreur inattendue s'est produite" },
  'bulk.not_a_buyer': {
    en: 'Only a buyer account can register as a bulk buyer',
    fr: 'Seul un compte acheteur peut s’inscrire comme acheteur en gros',
  },
  'request.title_required': { en: 'Say what produce you need', fr: 'Indiquez le produit dont vous avez besoin' },
  'request.category_required': { en: 'Choose a category', fr: 'Choisissez une catégorie' },
  'request.quantity_invalid': { en: 'Enter a whole quantity greater than zero', fr: 'Entrez une quantité entière supérieure à zéro' },
  'request.province_required': { en: 'Choose a province', fr: 'Choisissez une province' },
  'request.date_invalid': { en: 'Choose a date', fr: 'Choisissez une date' },
  'request.date_past': { en: 'Choose a date after today', fr: "Choisissez une date postérieure à aujourd'hui" },
  'request.window_invalid': {
    en: 'The delivery window must end after it starts',
    fr: 'La plage de livraison doit se terminer après son début',
  },
  'request.target_invalid': { en: 'Enter a price greater than zero', fr: 'Entrez un prix supérieur à zéro' },
  'request.sellers_required': { en: 'Choose at least one farm', fr: 'Choisissez au moins une ferme' },
  'request.seller_invalid': { en: 'This farm cannot receive requests', fr: 'Cette ferme ne peut pas recevoir de demandes' },
  'request.no_farms': {
    en: 'No farm sells this category yet. Try another category or choose farms yourself.',
    fr: 'Aucune ferme ne vend encore cette catégorie. Essayez une autre catégorie ou choisissez vous-même des fermes.',
  },
  'request.not_found': { en: 'Request not found', fr: 'Demande introuvable' },
  'request.not_open': { en: 'This request is no longer open', fr: "Cette demande n'est plus ouverte" },
  'request.created': { en: 'Request sent to farms', fr: 'Demande envoyée aux fermes' },
  'quote.not_found': { en: 'Quote not found', fr: 'Soumission introuvable' },
  'quote.already_sent': { en: 'You have already quoted on this request', fr: 'Vous avez déjà envoyé une soumission pour cette demande' },
  'quote.grade_required': { en: 'Choose a grade', fr: 'Choisissez une qualité' },
  'quote.pack_type_required': { en: 'Pack type is required', fr: "Le type d'emballage est obligatoire" },
  'quote.availability_start_required': { en: 'Availability start is required', fr: 'Le début de disponibilité est obligatoire' },
  'quote.availability_end_required': { en: 'Availability end is required', fr: 'La fin de disponibilité est obligatoire' },
  'quote.availability_invalid': {
    en: 'Availability must end on or after its start',
    fr: 'La disponibilité doit se terminer le jour de son début ou après',
  },
  'quote.delivery_outside': {
    en: 'The delivery date must fall within the availability dates',
    fr: 'La date de livraison doit se situer dans la période de disponibilité',
  },
  'quote.location_required': { en: 'Location is required', fr: "L'emplacement est obligatoire" },
  'quote.price_invalid': { en: 'Enter a price greater than zero', fr: 'Entrez un prix supérieur à zéro' },
  // MAX_ORDER_TOTAL_MINOR (contract/constants.ts)
  'quote.total_too_large': {
    en: 'A quote can total at most 10,000,000,000.00. Lower the quantity or the price.',
    fr: 'Une soumission peut totaliser au plus 10 000 000 000,00. Réduisez la quantité ou le prix.',
  },
  'quote.terms_required': { en: 'Give the new terms', fr: 'Indiquez les nouvelles conditions' },
  'quote.reason_required': { en: 'Please give a reason', fr: 'Veuillez indiquer une raison' },
  'quote.product_invalid': { en: 'Choose one of your own products', fr: "Choisissez l'un de vos propres produits" },
  'quote.invalid_transition': { en: 'This quote cannot be answered that way now', fr: 'Cette soumission ne peut pas recevoir cette réponse maintenant' },
  'quote.changed': {
    en: 'The other side changed the terms meanwhile. Read the latest version before you answer.',
    fr: "L'autre partie a modifié les conditions entre-temps. Lisez la dernière version avant de répondre.",
  },
  'agreement.not_found': { en: 'Agreement not found', fr: 'Entente introuvable' },
  'agreement.altered': {
    en: 'This agreement was altered after it was made',
    fr: 'Cette entente a été modifiée après sa conclusion',
  },
  'notification.not_found': { en: 'Notification not found', fr: 'Notification introuvable' },
  'sync.cursor_reset': { en: 'Starting a fresh copy of your data', fr: 'Nouvelle copie complète de vos données' },
  'contact.subject_required': { en: 'Subject is required', fr: 'Le sujet est obligatoire' },
  'contact.message_required': { en: 'Message is required', fr: 'Le message est obligatoire' },
  'contact.name_required': { en: 'Please tell us your name', fr: 'Indiquez votre nom' },
  'contact.reply_required': { en: 'Write the answer first', fr: 'Écrivez d’abord la réponse' },
  'contact.sent': { en: 'Your message has been sent successfully!', fr: 'Votre message a bien été envoyé !' },
  'contact.throttled': {
    en: 'You have sent several messages in a short time. Please wait a little before sending another.',
    fr: 'Vous avez envoyé plusieurs messages en peu de temps. Attendez un peu avant d’en envoyer un autre.',
  },
  'contact.not_found': { en: 'Message not found', fr: 'Message introuvable' },
  'contact.already_answered': { en: 'This message has already been answered', fr: 'Ce message a déjà reçu une réponse' },
  'blog.not_found': { en: 'Post Not Found', fr: 'Article introuvable' },
  'blog.comment_not_found': { en: 'Comment not found', fr: 'Commentaire introuvable' },
  'blog.slug_invalid': { en: 'Use lowercase letters, digits and dashes (for example spring-asparagus)', fr: 'Utilisez des minuscules, des chiffres et des tirets (par exemple asperges-printemps)' },
  'blog.slug_taken': { en: 'Another post already uses this address', fr: 'Un autre article utilise déjà cette adresse' },
  'blog.tag_invalid': { en: 'A tag is one to three words of letters and digits, 30 characters at most', fr: 'Une étiquette compte un à trois mots de lettres et de chiffres, 30 caractères au plus' },
  'blog.too_many_tags': { en: 'At most 8 tags', fr: 'Au plus 8 étiquettes' },
  'blog.title_required': { en: 'Title is required', fr: 'Le titre est obligatoire' },
  'blog.summary_required': { en: 'Summary is required', fr: 'Le résumé est obligatoire' },
  'blog.body_required': { en: 'The article is empty', fr: 'L’article est vide' },
  'blog.category_invalid': { en: 'Choose a category', fr: 'Choisissez une catégorie' },
  'blog.state_invalid': { en: 'Choose draft, published or scheduled', fr: 'Choisissez brouillon, publié ou programmé' },
  'blog.publish_at_invalid': { en: 'Enter a valid date and time', fr: 'Saisissez une date et une heure valides' },
  'blog.publish_at_required': { en: 'A scheduled post needs a publication date and time', fr: 'Un article programmé a besoin d’une date et d’une heure de publication' },
  'blog.cover_required': { en: 'Choose one picture for the cover', fr: 'Choisissez une image pour la couverture' },
  'blog.post_deleted': { en: 'Post deleted', fr: 'Article supprimé' },
  'blog.name_required': { en: 'Please tell us your name', fr: 'Indiquez votre nom' },
  'blog.comment_required': { en: 'Comment is required', fr: 'Le commentaire est obligatoire' },
  'blog.comment_too_short': { en: 'Write at least 2 characters', fr: 'Écrivez au moins 2 caractères' },
  'blog.comment_pending': {
    en: 'Thank you! Your comment will appear once a moderator has approved it.',
    fr: 'Merci ! Votre commentaire paraîtra dès qu’un modérateur l’aura approuvé.',
  },
  'blog.comment_published': { en: 'Thank you! Your comment is published.', fr: 'Merci ! Votre commentaire est publié.' },
  'blog.comment_throttled': {
    en: 'You have left several comments in a short time. Please wait a little before leaving another.',
    fr: 'Vous avez laissé plusieurs commentaires en peu de temps. Attendez un peu avant d’en laisser un autre.',
  },
  'blog.comment_deleted': { en: 'Comment deleted', fr: 'Commentaire supprimé' },
  'newsletter.check_inbox': {
    en: 'Almost done: we sent you an email. Follow its link to confirm your subscription.',
    fr: 'Presque fini : nous vous avons envoyé un courriel. Suivez son lien pour confirmer votre abonnement.',
  },
  'newsletter.throttled': {
    en: 'Too many sign-ups in a short time. Please try again in {minutes} minutes.',
    fr: 'Trop d’inscriptions en peu de temps. Réessayez dans {minutes} minutes.',
  },
  'newsletter.link_invalid': {
    en: 'This link does not work (or no longer works). Subscribe again from the footer to get a new one.',
    fr: 'Ce lien ne fonctionne pas (ou plus). Abonnez-vous de nouveau depuis le pied de page pour en recevoir un autre.',
  },
  'newsletter.link_expired': {
    en: 'This confirmation link has expired. Subscribe again from the footer to get a new one.',
    fr: 'Ce lien de confirmation a expiré. Abonnez-vous de nouveau depuis le pied de page pour en recevoir un autre.',
  },
  'maintenance.writes_paused': {
    en: 'FreshMarket is down for planned maintenance. Your change is kept on your device and sent when we are back.',
    fr: 'FreshMarket est en maintenance planifiée. Votre changement est gardé sur votre appareil et sera envoyé à notre retour.',
  },
  'maintenance.until_invalid': { en: 'Give a date and time, or none', fr: 'Indiquez une date et une heure, ou rien' },
  'pages.title_required': { en: 'Give the page a title', fr: 'Donnez un titre à la page' },
  'pages.body_required': { en: 'Write the page’s text', fr: 'Écrivez le texte de la page' },
  'pages.stale': {
    en: 'Someone saved this page while you were editing it. Read their version, then make your changes again.',
    fr: 'Quelqu’un a enregistré cette page pendant que vous la modifiiez. Lisez sa version, puis refaites vos changements.',
  },
  'newsletter.confirmed': { en: 'Your subscription is confirmed. Thank you!', fr: 'Votre abonnement est confirmé. Merci !' },
  'newsletter.unsubscribed': {
    en: 'You are unsubscribed. We will not send you the newsletter any more.',
    fr: 'Vous êtes désabonné. Nous ne vous enverrons plus l’infolettre.',
  },
  // mail
  'mail.contact_subject': { en: 'Contact form: {subject}', fr: 'Formulaire de contact : {subject}' },
  'mail.contact_body': {
    en: 'From: {name} <{email}>{account}\nLanguage: {language}\n\n{message}\n\nAnswer from the console (/admin/messages) or by mail to {email}.',
    fr: 'De : {name} <{email}>{account}\nLangue : {language}\n\n{message}\n\nRépondez depuis la console (/admin/messages) ou par courriel à {email}.',
  },
  'mail.contact_reply_subject': { en: 'Re: {subject}', fr: 'Re : {subject}' },
  'mail.contact_reply_body': {
    en: 'Hello {name},\n\n{reply}\n\n— FreshMarket\n\nYou wrote on {date}:\n> {quoted}',
    fr: 'Bonjour {name},\n\n{reply}\n\n— FreshMarket\n\nVous avez écrit le {date} :\n> {quoted}',
  },
  'mail.newsletter_confirm_subject': { en: 'Confirm your FreshMarket newsletter subscription', fr: 'Confirmez votre abonnement à l’infolettre FreshMarket' },
  'mail.newsletter_confirm_body': {
    en: 'Hello,\n\nSomeone (we hope you) asked to receive the FreshMarket newsletter at this address: harvest news, seasonal prices and new farms, about once a month.\n\nTo confirm, open this link within {days} days:\n{confirm}\n\nIf you did not ask for it, ignore this message: you will receive nothing more.',
    fr: 'Bonjour,\n\nQuelqu’un (vous, nous l’espérons) a demandé à recevoir l’infolettre FreshMarket à cette adresse : nouvelles des récoltes, prix de saison et nouvelles fermes, environ une fois par mois.\n\nPour confirmer, ouvrez ce lien d’ici {days} jours :\n{confirm}\n\nSi vous ne l’avez pas demandé, ignorez ce message : vous ne recevrez rien d’autre.',
  },
  'mail.newsletter_welcome_subject': { en: 'You are subscribed to the FreshMarket newsletter', fr: 'Vous êtes abonné à l’infolettre FreshMarket' },
  'mail.newsletter_welcome_body': {
    en: 'Hello,\n\nYour subscription is confirmed. You will receive harvest news, seasonal prices and new farms from FreshMarket, about once a month.',
    fr: 'Bonjour,\n\nVotre abonnement est confirmé. Vous recevrez les nouvelles des récoltes, les prix de saison et les nouvelles fermes de FreshMarket, environ une fois par mois.',
  },
  'mail.newsletter_footer': {
    en: '— FreshMarket\n\nTo unsubscribe, in one click: {unsubscribe}',
    fr: '— FreshMarket\n\nPour vous désabonner, en un clic : {unsubscribe}',
  },
  'mail.otp_subject': { en: 'Your FreshMarket code', fr: 'Votre code FreshMarket' },
  'mail.otp_body': {
    en: 'Your code to reset your password is {code}. It expires in 10 minutes. If you did not ask for it, ignore this message.',
    fr: "Votre code pour réinitialiser votre mot de passe est {code}. Il expire dans 10 minutes. Si vous ne l'avez pas demandé, ignorez ce message.",
  },
} as const satisfies Record<string, Entry>;

export type MessageCode = keyof typeof MESSAGES;

export function isMessageCode(code: string): code is MessageCode {
  return Object.prototype.hasOwnProperty.call(MESSAGES, code);
}

/** Translate a message code; unknown codes are returned as they are (they may already be text). */
export function translate(code: string, lang: Language, params: Record<string, string | number> = {}): string {
  const text = isMessageCode(code) ? MESSAGES[code][lang] : code;
  return text.replace(/\{(\w+)\}/g, (_, k: string) => (k in params ? String(params[k]) : `{${k}}`));
}

/** Pick en or fr from an Accept-Language header or a language tag. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return 'en';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('fr') ? 'fr' : 'en';
}
