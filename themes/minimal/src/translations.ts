/** The strings this theme adds; every other string is the default theme's. */
export const minimalTranslations = {
  en: {
    minimal: {
      index: "Index",
      latest: "Latest pieces",
      empty: "Nothing in the shop yet.",
      details: "Details",
      chooseAnother: "This combination is not available.",
      added: "Added to your cart.",
    },
  },
  fr: {
    minimal: {
      index: "Index",
      latest: "Dernières pièces",
      empty: "Rien dans la boutique pour l'instant.",
      details: "Détails",
      chooseAnother: "Cette combinaison n'est pas disponible.",
      added: "Ajouté à votre panier.",
    },
  },
} as const;
