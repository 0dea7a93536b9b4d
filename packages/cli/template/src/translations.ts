/** The strings this theme adds, in every language it declares; the rest are the default theme's. */
export const translations = {
  en: {
    theme: {
      latest: "Latest products",
      empty: "Nothing in the shop yet.",
    },
  },
  fr: {
    theme: {
      latest: "Derniers produits",
      empty: "Rien dans la boutique pour l'instant.",
    },
  },
};
