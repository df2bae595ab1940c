import { CardAccordion } from "../sections/webdesign/CardAccordion";

export default CardAccordion;

// Below the hero: ready by the time it is in sight.
export const wake = "visible";
