import { contactFunction } from "../../server/contact/contact-function";

/** POST /api/send-email as a Gatsby Function (`gatsby develop`, Netlify): the production server's contact route, through inject(). */
export default contactFunction();
