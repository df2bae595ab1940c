import { TeamMemberCard } from "../components/ui/TeamMemberCard";

export default TeamMemberCard;

// Awake once the browser is idle, before a visitor's first tap: turning a card needs react-spring, whose start-up on a
// slow phone would delay a tap that woke the card; a tap before then waits for it.
export const wake = "idle";
