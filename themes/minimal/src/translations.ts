/** The strings this theme adds; every other string is the default theme's. */
export const minimalTranslations = {
  en: {
    minimal: {
      index: "Index",
      latest: "Latest pieces",
      empty: "Nothing in the shop yet.",
      details: "Details",
    },
  },
  fr: {
    minimal: {
      index: "Index",
      latest: "Dernières pièces",
      empty: "Rien dans la boutique pour l'instant.",
      details: "Détails",
    },
  },
} as const;
