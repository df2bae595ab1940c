import { CardAccordion } from "../sections/webdesign/CardAccordion";

export default CardAccordion;
