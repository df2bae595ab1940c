import { OldNewToggle } from "../sections/webdesign/OldNewToggle";

export default OldNewToggle;
