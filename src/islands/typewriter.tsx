import { TypewriterSection } from "../sections/webdesign/TypewriterSection";

export default TypewriterSection;
