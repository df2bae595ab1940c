import { hydrateIsland } from "../lib/islands/hydrate";
import { OldNewToggle } from "../sections/webdesign/OldNewToggle";

hydrateIsland("old-new-toggle", OldNewToggle);
