import type { KitMessages } from "./en";

/** The kit's strings in French, typed against the English ones. */
export const kitFr: KitMessages = {
  states: {
    loading: "Chargement…",
    error: "Une erreur est survenue pendant le chargement.",
    retry: "Réessayer",
  },
  pagination: {
    label: "Pages",
    previous: "Page précédente",
    next: "Page suivante",
    page: "Page {{page}}",
  },
  product: {
    from: "À partir de {{price}}",
    regularPrice: "Prix normal",
    salePrice: "Prix soldé",
    sale: "Promo",
    soldOut: "Épuisé",
    quantity: "Quantité",
    decrease: "Diminuer la quantité",
    increase: "Augmenter la quantité",
    addToCart: "Ajouter au panier",
    adding: "Ajout…",
    unavailable: "Indisponible",
    addFailed: "Cet article n’a pas pu être ajouté au panier. Réessayez.",
    noVariant: "Cette combinaison n’existe pas. Choisissez une autre option.",
  },
  shop: {
    collections: {
      productCount_one: "{{count}} produit",
      productCount_other: "{{count}} produits",
    },
    sort: {
      label: "Trier par",
      featured: "En vedette",
      newest: "Nouveautés",
      priceAsc: "Prix croissant",
      priceDesc: "Prix décroissant",
      nameAsc: "Nom, de A à Z",
    },
  },
  cart: {
    subtotal: "Sous-total",
    discount: "Remises",
    tax: "Taxes",
    total: "Total",
    checkout: "Passer commande",
    miniCart: {
      title: "Ajouté à votre panier",
      close: "Fermer",
      viewCart: "Voir le panier",
      itemCount_one: "{{count}} article dans votre panier",
      itemCount_other: "{{count}} articles dans votre panier",
    },
  },
  orderSummary: {
    title: "Récapitulatif de commande",
    quantity: "Quantité",
    shipping: "Livraison",
    shippingLater: "Calculée à l’étape suivante",
    free: "Gratuite",
  },
  address: {
    fullName: "Nom complet",
    line1: "Adresse",
    line2: "Appartement, bâtiment, etc. (facultatif)",
    city: "Ville",
    region: "État ou région (facultatif)",
    postalCode: "Code postal",
    country: "Pays",
    phone: "Téléphone (facultatif)",
    required: "Saisissez votre {{field}}.",
  },
  form: {
    required: "Saisissez votre {{field}}.",
    tooShort: "Utilisez au moins {{count}} caractères.",
    tooLong: "Utilisez au plus {{count}} caractères.",
    invalidEmail: "Saisissez une adresse e-mail comme nom@exemple.fr.",
    invalid: "Vérifiez votre {{field}}.",
  },
  card: {
    legend: "Carte",
    number: "Numéro de carte",
    numberInvalid: "Saisissez les chiffres de votre numéro de carte.",
    expiry: "Expiration (MM/AA)",
    expiryInvalid: "Saisissez une date comme 04/29.",
    cvc: "Code de sécurité",
    cvcInvalid: "Saisissez les 3 ou 4 chiffres au dos de votre carte.",
  },
  checkout: {
    information: {
      email: "E-mail",
      address: "Adresse de livraison",
    },
  },
};
