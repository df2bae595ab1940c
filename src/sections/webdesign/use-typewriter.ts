import { useEffect, useState } from "react";
import { motion } from "../../theme/tokens";

/** The pause before the next character: 100 ms ± 25 ms (use-typewriter.test.tsx). `random` is in [0, 1). */
export function nextCharacterDelay(random: () => number = Math.random): number {
  return motion.typewriterDelayMs + (random() * 2 - 1) * motion.typewriterJitterMs;
}

/** The typed part of `text`: nothing until `start`, then character by character, all at once when `instant`. */
export function useTypewriter(text: string, { start, instant, random }: { start: boolean; instant: boolean; random?: () => number }) {
  const characters = [...text];
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!start || instant || count >= characters.length) return;
    const timer = setTimeout(() => setCount((current) => current + 1), nextCharacterDelay(random));
    return () => clearTimeout(timer);
  }, [start, instant, count, characters.length, random]);

  // Shown whole once, it stays whole (React's "adjust state while rendering" pattern).
  if (start && instant && count < characters.length) setCount(characters.length);

  const shown = start && instant ? characters.length : count;
  return { typed: characters.slice(0, shown).join(""), done: shown >= characters.length };
}
