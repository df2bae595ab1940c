import { OldNewToggle } from "../sections/webdesign/OldNewToggle";

export default OldNewToggle;

// Below the fold: ready by the time it is in sight.
export const wake = "visible";
