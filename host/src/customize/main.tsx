import { createRoot } from "react-dom/client";
import { CustomizePage } from "./customize-page";
import { createFetchSettingsService } from "./settings-service";

const container = document.getElementById("customize");
if (container === null) throw new Error("customize.html has no #customize element");
createRoot(container).render(
  <CustomizePage storefrontUrl="/?customizing" service={createFetchSettingsService()} />,
);
