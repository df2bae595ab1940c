import { TypewriterSection } from "../sections/webdesign/TypewriterSection";

export default TypewriterSection;

// Types once it is in sight.
export const wake = "visible";
