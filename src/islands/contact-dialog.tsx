// Behind every call to action: it turns the link to the contact page into the opener of this dialog.
import { ContactDialogOnPage } from "../components/contact/ContactDialogOnPage";

export default ContactDialogOnPage;
