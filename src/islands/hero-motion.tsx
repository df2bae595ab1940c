// The hero moves by a few lines of script on its HTML (hero-motion.client.ts), not by hydrating it.
import { Hero } from "../sections/webdesign/Hero";

export default Hero;

// In view when the page opens, and it moves at once.
export const wake = "paint";
