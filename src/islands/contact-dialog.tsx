import { hydrateIsland } from "../lib/islands/hydrate";
import { ContactDialogOnPage } from "../components/contact/ContactDialogOnPage";

hydrateIsland("contact-dialog", ContactDialogOnPage);
