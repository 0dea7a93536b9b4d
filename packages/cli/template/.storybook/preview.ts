import { vitrinePreview } from "@vitrine/theme-kit/storybook";
import "@vitrine/theme-kit/styles.css";
import theme from "../src/index";

// The storefront, the fake platform (no network) and a control per setting of the theme's schema.
export default vitrinePreview({ theme });
