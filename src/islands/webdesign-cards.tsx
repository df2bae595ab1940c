import { hydrateIsland } from "../lib/islands/hydrate";
import { CardAccordion } from "../sections/webdesign/CardAccordion";

hydrateIsland("webdesign-cards", CardAccordion);
