/** Line icons drawn inline (no icon font, no request). Names match the IconName enum of the content model. */
const paths: Record<string, string> = {
  code: "M8 6l-6 6 6 6M16 6l6 6-6 6M14 4l-4 16",
  sparkles: "M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z",
  megaphone: "M3 10v4h3l8 5V5L6 10H3zM17 9a4 4 0 010 6M19.5 6.5a8 8 0 010 11",
  share: "M18 8a3 3 0 100-6 3 3 0 000 6zM6 15a3 3 0 100-6 3 3 0 000 6zM18 22a3 3 0 100-6 3 3 0 000 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4",
  eye: "M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12zM12 15a3 3 0 100-6 3 3 0 000 6z",
  cursor: "M4 3l7 18 2.5-7.5L21 11z",
  phone: "M7 2h10a1 1 0 011 1v18a1 1 0 01-1 1H7a1 1 0 01-1-1V3a1 1 0 011-1zM11 18h2",
  search: "M11 18a7 7 0 100-14 7 7 0 000 14zM21 21l-5-5",
  bolt: "M13 2L4 14h7l-1 8 9-12h-7z",
  shield: "M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5zM9 12l2 2 4-4",
  chart: "M3 3v18h18M7 15l4-4 3 3 6-6",
  users: "M9 11a4 4 0 100-8 4 4 0 000 8zM1 21v-1a6 6 0 0112 0v1M17 11a3 3 0 100-6M23 21v-1a5 5 0 00-4-4.9",
  rocket: "M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2M9 15l-3-3c1-4 4-8 10-9 1 0 2 1 2 2-1 6-5 9-9 10zM15 9a1.5 1.5 0 100-3 1.5 1.5 0 000 3z",
  mail: "M3 5h18v14H3zM3 6l9 7 9-7",
  calendar: "M4 5h16v16H4zM4 10h16M8 3v4M16 3v4",
  chat: "M21 12a8 8 0 01-11.6 7.1L3 21l1.9-6.4A8 8 0 1121 12z",
  target: "M12 22a10 10 0 100-20 10 10 0 000 20zM12 17a5 5 0 100-10 5 5 0 000 10zM12 13a1 1 0 100-2 1 1 0 000 2z",
  pen: "M16 3l5 5L8 21H3v-5zM13 6l5 5",
};

export function Icon({ name, size = 24 }: { name: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name] ?? paths.sparkles} />
    </svg>
  );
}
