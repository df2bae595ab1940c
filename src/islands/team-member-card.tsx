// Each founder's card turns over by itself, an island of its own.
import { TeamMemberCard } from "../components/ui/TeamMemberCard";

export default TeamMemberCard;
