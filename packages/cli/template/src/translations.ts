/** The strings this theme adds, in every language it declares; the rest are the default theme's. */
export const translations = {
  en: {
    theme: {
      latest: "Latest products",
      empty: "Nothing in the shop yet.",
      addToCart: "Add to cart",
      soldOut: "Sold out",
      added: "Added to your cart.",
      addFailed: "Could not add it to your cart. Try again.",
    },
  },
  fr: {
    theme: {
      latest: "Derniers produits",
      empty: "Rien dans la boutique pour l'instant.",
      addToCart: "Ajouter au panier",
      soldOut: "Épuisé",
      added: "Ajouté à votre panier.",
      addFailed: "Impossible de l'ajouter au panier. Réessayez.",
    },
  },
};
