// Behind every call to action: it turns the link to the contact page into the opener of this dialog.
import { ContactDialogOnPage } from "../components/contact/ContactDialogOnPage";

export default ContactDialogOnPage;

// Awake once the browser is idle: it marks the calls to action as openers of a dialog (aria-haspopup) for screen
// readers, and a tap on one before then waits for it (ContactButton marks each with `wakes(…)`).
export const wake = "idle";
